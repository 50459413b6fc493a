// expect: fail -- GLSL 3.30 section 6.1: main takes no parameters
#version 330 core
void main(float x) { }
