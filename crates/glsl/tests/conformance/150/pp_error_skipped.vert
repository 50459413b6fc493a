// expect: compile -- GLSL 1.50 section 3.3: #error in a skipped group has no effect
#version 150 core
#if 0
#error not reached
#endif
void main() {}
