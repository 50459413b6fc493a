// expect: fail -- GLSL ES 1.00 section 3.4: an unsupported version number is an error
#version 123
void main() {}
