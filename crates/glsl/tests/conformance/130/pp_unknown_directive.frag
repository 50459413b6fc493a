// expect: fail -- GLSL 1.30 section 3.3: an unknown directive is an error
#version 130
#frobnicate
void main() {}
