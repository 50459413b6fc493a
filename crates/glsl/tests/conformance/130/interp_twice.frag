// expect: fail -- GLSL 1.30 section 4.3.9: at most one interpolation qualifier
#version 130
flat smooth in vec4 g_a;
void main() {}
