// expect: fail -- GLSL 1.50 section 3.3: predefined macros cannot be undefined
#version 150 core
#undef __VERSION__
void main() {}
