// expect: fail -- GLSL 1.10 section 6.1: main takes no parameters
#version 110
void main(float x) { }
