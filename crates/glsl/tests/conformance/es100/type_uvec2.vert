// expect: fail -- GLSL ES 1.00 section 4.1: `uvec2` is a type from GLSL 1.30
#version 100
precision mediump float;
uvec2 g_var;
void main() {}
