// expect: fail -- GLSL 3.30 section 4.3.6: fragment outputs cannot be matrices
#version 330 core
out mat4 g_m;
void main() {}
