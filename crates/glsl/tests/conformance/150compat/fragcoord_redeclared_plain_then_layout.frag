// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: all redeclarations of gl_FragCoord have the same set of qualifiers (none, then a layout)
#version 150 compatibility
in vec4 gl_FragCoord;
layout(pixel_center_integer) in vec4 gl_FragCoord;
void main() {}
