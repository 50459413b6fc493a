// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: all redeclarations of gl_FragCoord have the same set of qualifiers
#version 330 compatibility
layout(origin_upper_left) in vec4 gl_FragCoord;
layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;
void main() {}
