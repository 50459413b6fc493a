// expect: fail -- GLSL 1.40 section 4.3.9: vertex inputs take no interpolation qualifier
#version 140
smooth in float g_v;
void main() {}
