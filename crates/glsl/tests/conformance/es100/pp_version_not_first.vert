// expect: fail -- GLSL ES 1.00 section 3.4: #version must come before anything but comments and white space
float g_a;
#version 100
precision mediump float;
void main() {}
