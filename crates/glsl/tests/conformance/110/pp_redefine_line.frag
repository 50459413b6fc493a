// expect: fail -- GLSL 1.10 section 3.3: predefined macros cannot be redefined
#version 110
#define __LINE__ 7
void main() {}
