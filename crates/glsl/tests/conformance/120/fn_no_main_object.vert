// expect: compile -- GLSL 1.20 section 6.1: a shader object need not define main (compile, not link)
#version 120
float helper(float x) { return x * 2.0; }
