// expect: compile -- GLSL ES 1.00 section 3.4: #line takes constant integer expressions for the line and the source string
#version 100
precision mediump float;
#line (10 + 5) (1 + 1)
float g_a;
void main() {}
