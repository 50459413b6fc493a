// expect: fail -- GLSL 1.40 section 3.3: an unknown directive is an error
#version 140
#frobnicate
void main() {}
