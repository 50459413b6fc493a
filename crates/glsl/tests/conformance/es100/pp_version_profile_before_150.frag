// expect: fail -- GLSL ES 1.00 section 3.4: a profile name after #version exists from GLSL 1.50
#version 100 core
precision mediump float;
void main() {}
