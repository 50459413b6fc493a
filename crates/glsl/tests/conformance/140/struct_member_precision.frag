// expect: compile -- GLSL 1.40 section 4.1.8: structure members may have precision qualifiers
#version 140
struct S { mediump float a; highp vec4 b; };
void main() {}
