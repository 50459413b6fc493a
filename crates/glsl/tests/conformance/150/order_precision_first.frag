// expect: fail -- GLSL 1.50 section 4.7: the precision qualifier comes after the storage qualifier
#version 150 core
mediump uniform float g_u;
void main() {}
