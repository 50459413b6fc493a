// expect: fail -- GLSL 3.30 section 3.3: an unsupported version number is an error
#version 123
void main() {}
