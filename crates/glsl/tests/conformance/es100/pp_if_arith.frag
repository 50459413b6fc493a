// expect: compile -- GLSL ES 1.00 section 3.4: #if evaluates integer constant expressions
#version 100
precision mediump float;
#if (1 + 2) * 3 != 9 || (7 / 2) != 3 || (7 % 4) != 3 || (1 << 3) != 8
#error
#endif
void main() {}
