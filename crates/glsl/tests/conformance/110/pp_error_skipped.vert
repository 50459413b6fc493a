// expect: compile -- GLSL 1.10 section 3.3: #error in a skipped group has no effect
#version 110
#if 0
#error not reached
#endif
void main() {}
