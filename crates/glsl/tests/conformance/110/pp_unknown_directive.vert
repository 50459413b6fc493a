// expect: fail -- GLSL 1.10 section 3.3: an unknown directive is an error
#version 110
#frobnicate
void main() {}
