// expect: compile -- GLSL 1.20 section 3.3: #error in a skipped group has no effect
#version 120
#if 0
#error not reached
#endif
void main() {}
