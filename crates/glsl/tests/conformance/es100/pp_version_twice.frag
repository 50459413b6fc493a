// expect: fail -- GLSL ES 1.00 section 3.4: #version may appear once
#version 100
precision mediump float;
#version 100
void main() {}
