// expect: compile -- GLSL 1.10 section 3.3: an operand of && or || that the other operand decides is not evaluated (no undefined-identifier error)
#version 110
#if 1 || NOT_DEFINED_X
float g_a;
#endif
#if 0 && NOT_DEFINED_X
#else
float g_b;
#endif
void main() {}
