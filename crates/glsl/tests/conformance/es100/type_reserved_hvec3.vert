// expect: fail -- GLSL ES 1.00 section 3.6: `hvec3` is reserved for future use
#version 100
precision mediump float;
hvec3 g_var;
void main() {}
