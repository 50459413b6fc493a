// expect: fail -- GLSL ES 1.00 section 4.1.9: an unsized array may be redeclared with a size (desktop)
#version 100
precision mediump float;
float g_a[];
float g_a[4];
void main() {}
