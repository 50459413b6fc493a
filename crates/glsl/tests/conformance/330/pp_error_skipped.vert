// expect: compile -- GLSL 3.30 section 3.3: #error in a skipped group has no effect
#version 330 core
#if 0
#error not reached
#endif
void main() {}
