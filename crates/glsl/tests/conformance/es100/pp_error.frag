// expect: fail -- GLSL ES 1.00 section 3.4: #error makes the compile fail
#version 100
precision mediump float;
#error this shader is invalid
void main() {}
