// expect: fail -- GLSL 3.30 section 4.7: the precision qualifier comes after the storage qualifier
#version 330 core
mediump uniform float g_u;
void main() {}
