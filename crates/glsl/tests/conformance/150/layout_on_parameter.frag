// expect: fail -- GLSL 1.50 section 6.1.1: parameters take no layout qualifier
#version 150 core
float f(layout(pixel_center_integer) in float a) { return a; }
void main() {}
