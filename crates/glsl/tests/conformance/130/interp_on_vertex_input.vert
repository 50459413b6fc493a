// expect: fail -- GLSL 1.30 section 4.3.9: vertex inputs take no interpolation qualifier
#version 130
smooth in float g_v;
void main() {}
