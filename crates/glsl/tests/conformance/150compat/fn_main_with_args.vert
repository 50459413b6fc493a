// expect: fail -- GLSL 1.50 (compatibility) section 6.1: main takes no parameters
#version 150 compatibility
void main(float x) { }
