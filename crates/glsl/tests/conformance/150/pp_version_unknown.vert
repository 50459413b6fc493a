// expect: fail -- GLSL 1.50 section 3.3: an unsupported version number is an error
#version 123
void main() {}
