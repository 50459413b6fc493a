// expect: fail -- GLSL 3.30 section 4.3.9: vertex inputs take no interpolation qualifier
#version 330 core
smooth in float g_v;
void main() {}
