// expect: compile -- GLSL ES 1.00 section 3.4: a comment is one space, so a block comment spanning lines continues a #define
#version 100
precision mediump float;
#define V_ONE /* first
   second */ 1.0
float g_a = V_ONE;
void main() {}
