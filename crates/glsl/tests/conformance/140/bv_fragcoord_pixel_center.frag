// expect: fail -- GLSL 1.40 section 4.3.8.1: gl_FragCoord may be redeclared with pixel_center_integer (GLSL 1.50+)
#version 140
layout(pixel_center_integer) in vec4 gl_FragCoord;
void main() {}
