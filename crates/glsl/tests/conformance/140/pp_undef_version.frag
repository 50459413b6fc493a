// expect: fail -- GLSL 1.40 section 3.3: predefined macros cannot be undefined
#version 140
#undef __VERSION__
void main() {}
