// expect: fail -- GLSL 1.40 section 4.7: the precision qualifier comes after the storage qualifier
#version 140
mediump uniform float g_u;
void main() {}
