// expect: compile -- GLSL 1.30 section 3.3: #if evaluates integer constant expressions
#version 130
#if (1 + 2) * 3 != 9 || (7 / 2) != 3 || (7 % 4) != 3 || (1 << 3) != 8
#error
#endif
void main() {}
