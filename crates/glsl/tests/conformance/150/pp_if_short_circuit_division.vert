// expect: compile -- GLSL 1.50 section 3.3: a division by zero in an operand that && or || does not evaluate is no error
#version 150 core
#if 1 || (1 / 0)
float g_a;
#endif
void main() {}
