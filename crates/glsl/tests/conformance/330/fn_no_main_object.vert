// expect: compile -- GLSL 3.30 section 6.1: a shader object need not define main (compile, not link)
#version 330 core
float helper(float x) { return x * 2.0; }
