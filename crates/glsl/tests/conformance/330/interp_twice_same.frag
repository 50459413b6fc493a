// expect: fail -- GLSL 3.30 section 4.3.9: at most one interpolation qualifier, even a repeated one
#version 330 core
flat flat in vec4 g_a;
void main() {}
