// expect: fail -- GLSL 1.30 section 3.3: predefined macros cannot be redefined
#version 130
#define __LINE__ 7
void main() {}
