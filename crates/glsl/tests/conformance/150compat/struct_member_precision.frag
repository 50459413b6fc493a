// expect: compile -- GLSL 1.50 (compatibility) section 4.1.8: structure members may have precision qualifiers
#version 150 compatibility
struct S { mediump float a; highp vec4 b; };
void main() {}
