// expect: fail -- GLSL 1.40 section 4.3.6: fragment outputs cannot be matrices
#version 140
out mat4 g_m;
void main() {}
