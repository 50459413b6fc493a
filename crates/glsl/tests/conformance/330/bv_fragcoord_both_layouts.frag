// expect: compile -- GLSL 3.30 section 4.3.8.1: gl_FragCoord may take origin_upper_left and pixel_center_integer together
#version 330 core
layout(origin_upper_left, pixel_center_integer) in vec4 gl_FragCoord;
vec4 f() { return gl_FragCoord; }
void main() {}
