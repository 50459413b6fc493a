// expect: fail -- GLSL ES 1.00 section 4.1: `uvec4` is a type from GLSL 1.30
#version 100
precision mediump float;
uvec4 g_var;
void main() {}
