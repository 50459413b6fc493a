// expect: fail -- GLSL 3.30 (compatibility) section 6.1.1: parameters take no layout qualifier
#version 330 compatibility
float f(layout(pixel_center_integer) in float a) { return a; }
void main() {}
