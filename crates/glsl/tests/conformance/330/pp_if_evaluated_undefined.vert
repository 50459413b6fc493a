// expect: compile -- GLSL 3.30 section 3.3: an undefined identifier that is evaluated is 0
#version 330 core
#if 0 || NOT_DEFINED_X
#endif
void main() {}
