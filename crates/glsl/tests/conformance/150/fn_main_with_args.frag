// expect: fail -- GLSL 1.50 section 6.1: main takes no parameters
#version 150 core
void main(float x) { }
