// expect: compile -- GLSL 1.50 (compatibility) section 6.1: a shader object need not define main (compile, not link)
#version 150 compatibility
float helper(float x) { return x * 2.0; }
