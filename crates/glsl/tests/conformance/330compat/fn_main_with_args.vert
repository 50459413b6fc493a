// expect: fail -- GLSL 3.30 (compatibility) section 6.1: main takes no parameters
#version 330 compatibility
void main(float x) { }
