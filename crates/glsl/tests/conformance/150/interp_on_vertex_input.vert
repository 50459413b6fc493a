// expect: fail -- GLSL 1.50 section 4.3.9: vertex inputs take no interpolation qualifier
#version 150 core
smooth in float g_v;
void main() {}
