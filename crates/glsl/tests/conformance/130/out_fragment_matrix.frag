// expect: fail -- GLSL 1.30 section 4.3.6: fragment outputs cannot be matrices
#version 130
out mat4 g_m;
void main() {}
