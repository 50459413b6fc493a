// expect: compile -- GLSL 1.50 section 6.1: a shader object need not define main (compile, not link)
#version 150 core
float helper(float x) { return x * 2.0; }
