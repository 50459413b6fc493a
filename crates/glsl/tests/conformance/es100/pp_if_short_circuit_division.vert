// expect: compile -- GLSL ES 1.00 section 3.4: a division by zero in an operand that && or || does not evaluate is no error
#version 100
precision mediump float;
#if 1 || (1 / 0)
float g_a;
#endif
void main() {}
