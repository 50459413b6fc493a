// expect: fail -- GLSL 1.20 section 6.1: main takes no parameters
#version 120
void main(float x) { }
