// expect: compile -- GLSL ES 1.00 section 4.1.8: structure members may have precision qualifiers
#version 100
precision mediump float;
struct S { mediump float a; highp vec4 b; };
void main() {}
