// expect: fail -- GLSL 1.50 section 3.3: an unknown directive is an error
#version 150 core
#frobnicate
void main() {}
