// expect: compile -- GLSL 1.40 section 3.3: an undefined identifier that is evaluated is 0
#version 140
#if 0 || NOT_DEFINED_X
#endif
void main() {}
