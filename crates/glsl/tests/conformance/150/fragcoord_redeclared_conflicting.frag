// expect: fail -- GLSL 1.50 section 4.3.8.1: all redeclarations of gl_FragCoord have the same set of qualifiers
#version 150 core
layout(origin_upper_left) in vec4 gl_FragCoord;
layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;
void main() {}
