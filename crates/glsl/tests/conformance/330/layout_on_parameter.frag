// expect: fail -- GLSL 3.30 section 6.1.1: parameters take no layout qualifier
#version 330 core
float f(layout(pixel_center_integer) in float a) { return a; }
void main() {}
