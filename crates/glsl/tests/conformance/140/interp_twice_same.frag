// expect: fail -- GLSL 1.40 section 4.3.9: at most one interpolation qualifier, even a repeated one
#version 140
flat flat in vec4 g_a;
void main() {}
