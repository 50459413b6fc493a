// expect: fail -- GLSL 1.50 section 4.3.9: at most one interpolation qualifier, even a repeated one
#version 150 core
flat flat in vec4 g_a;
void main() {}
