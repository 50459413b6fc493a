// expect: fail -- GLSL 1.30 section 6.1: main takes no parameters
#version 130
void main(float x) { }
