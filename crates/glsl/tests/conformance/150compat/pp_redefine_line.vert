// expect: fail -- GLSL 1.50 (compatibility) section 3.3: predefined macros cannot be redefined
#version 150 compatibility
#define __LINE__ 7
void main() {}
