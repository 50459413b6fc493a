// expect: compile -- GLSL 3.30 (compatibility) section 3.3: a division by zero in an operand that && or || does not evaluate is no error
#version 330 compatibility
#if 1 || (1 / 0)
float g_a;
#endif
void main() {}
