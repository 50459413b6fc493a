// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: all redeclarations of gl_FragCoord have the same set of qualifiers (none, then a layout)
#version 330 compatibility
in vec4 gl_FragCoord;
layout(pixel_center_integer) in vec4 gl_FragCoord;
void main() {}
