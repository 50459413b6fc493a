// expect: compile -- GLSL 1.50 section 3.3: an undefined identifier that is evaluated is 0
#version 150 core
#if 0 || NOT_DEFINED_X
#endif
void main() {}
