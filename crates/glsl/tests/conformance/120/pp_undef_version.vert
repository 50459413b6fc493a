// expect: fail -- GLSL 1.20 section 3.3: predefined macros cannot be undefined
#version 120
#undef __VERSION__
void main() {}
