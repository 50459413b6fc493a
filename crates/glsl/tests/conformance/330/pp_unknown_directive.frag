// expect: fail -- GLSL 3.30 section 3.3: an unknown directive is an error
#version 330 core
#frobnicate
void main() {}
