// expect: fail -- GLSL 3.30 (compatibility) section 3.3: predefined macros cannot be redefined
#version 330 compatibility
#define __LINE__ 7
void main() {}
