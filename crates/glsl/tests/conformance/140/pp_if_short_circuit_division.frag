// expect: compile -- GLSL 1.40 section 3.3: a division by zero in an operand that && or || does not evaluate is no error
#version 140
#if 1 || (1 / 0)
float g_a;
#endif
void main() {}
