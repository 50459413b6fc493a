// expect: compile -- GLSL ES 1.00 section 3.4: #error in a skipped group has no effect
#version 100
precision mediump float;
#if 0
#error not reached
#endif
void main() {}
