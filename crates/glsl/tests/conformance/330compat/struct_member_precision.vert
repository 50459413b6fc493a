// expect: compile -- GLSL 3.30 (compatibility) section 4.1.8: structure members may have precision qualifiers
#version 330 compatibility
struct S { mediump float a; highp vec4 b; };
void main() {}
