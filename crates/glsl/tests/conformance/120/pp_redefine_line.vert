// expect: fail -- GLSL 1.20 section 3.3: predefined macros cannot be redefined
#version 120
#define __LINE__ 7
void main() {}
