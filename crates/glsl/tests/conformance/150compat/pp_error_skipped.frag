// expect: compile -- GLSL 1.50 (compatibility) section 3.3: #error in a skipped group has no effect
#version 150 compatibility
#if 0
#error not reached
#endif
void main() {}
