// expect: compile -- GLSL ES 1.00 section 3.4: a redefinition whose block comment spans lines is the same definition
#version 100
precision mediump float;
#define V_SUM (1.0 + /* x
 */ 2.0)
#define V_SUM (1.0 + /* y */ 2.0)
float g_a = V_SUM;
void main() {}
