// expect: compile -- GLSL 1.30 section 4.1.8: structure members may have precision qualifiers
#version 130
struct S { mediump float a; highp vec4 b; };
void main() {}
