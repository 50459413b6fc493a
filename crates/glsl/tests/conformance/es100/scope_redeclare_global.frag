// expect: fail -- GLSL ES 1.00 section 4.2: a name may be declared once per scope
#version 100
precision mediump float;
float g_a;
float g_a;
void main() {}
