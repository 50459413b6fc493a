// expect: fail -- GLSL ES 1.00 section 3.4: #extension all : enable is an error
#version 100
#extension all : enable
precision mediump float;
void main() {}
