// expect: fail -- GLSL ES 1.00 section 4.7: the precision qualifier comes after the storage qualifier
#version 100
precision mediump float;
mediump uniform float g_u;
void main() {}
