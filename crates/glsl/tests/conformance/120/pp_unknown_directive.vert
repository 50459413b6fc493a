// expect: fail -- GLSL 1.20 section 3.3: an unknown directive is an error
#version 120
#frobnicate
void main() {}
