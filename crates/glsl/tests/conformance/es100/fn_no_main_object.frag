// expect: compile -- GLSL ES 1.00 section 6.1: a shader object need not define main (compile, not link)
#version 100
precision mediump float;
float helper(float x) { return x * 2.0; }
