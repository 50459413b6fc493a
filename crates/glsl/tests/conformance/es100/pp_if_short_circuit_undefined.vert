// expect: compile -- GLSL ES 1.00 section 3.4: an operand of && or || that the other operand decides is not evaluated (no undefined-identifier error)
#version 100
precision mediump float;
#if 1 || NOT_DEFINED_X
float g_a;
#endif
#if 0 && NOT_DEFINED_X
#else
float g_b;
#endif
void main() {}
