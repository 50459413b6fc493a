// expect: fail -- GLSL 1.30 section 3.3: predefined macros cannot be undefined
#version 130
#undef __VERSION__
void main() {}
