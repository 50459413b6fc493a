// expect: fail -- GLSL 1.30 section 4.7: the precision qualifier comes after the storage qualifier
#version 130
mediump uniform float g_u;
void main() {}
