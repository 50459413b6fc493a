// expect: fail -- GLSL 1.50 (compatibility) section 3.3: predefined macros cannot be undefined
#version 150 compatibility
#undef __VERSION__
void main() {}
