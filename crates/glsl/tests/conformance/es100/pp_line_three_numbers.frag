// expect: fail -- GLSL ES 1.00 section 3.4: #line takes at most a line and a source string number
#version 100
precision mediump float;
#line 10 2 3
float g_a;
void main() {}
