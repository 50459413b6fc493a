// expect: compile -- GLSL 3.30 (compatibility) section 6.1: a shader object need not define main (compile, not link)
#version 330 compatibility
float helper(float x) { return x * 2.0; }
