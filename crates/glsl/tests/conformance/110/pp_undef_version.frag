// expect: fail -- GLSL 1.10 section 3.3: predefined macros cannot be undefined
#version 110
#undef __VERSION__
void main() {}
