// expect: fail -- GLSL 1.40 section 4.3.9: at most one interpolation qualifier
#version 140
flat smooth out vec4 g_a;
void main() {}
