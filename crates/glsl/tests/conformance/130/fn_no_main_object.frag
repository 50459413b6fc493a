// expect: compile -- GLSL 1.30 section 6.1: a shader object need not define main (compile, not link)
#version 130
float helper(float x) { return x * 2.0; }
