// expect: fail -- GLSL 1.40 section 6.1: main takes no parameters
#version 140
void main(float x) { }
