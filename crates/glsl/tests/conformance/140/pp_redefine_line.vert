// expect: fail -- GLSL 1.40 section 3.3: predefined macros cannot be redefined
#version 140
#define __LINE__ 7
void main() {}
