// expect: compile -- GLSL ES 1.00 section 3.4: #extension all : warn is allowed
#version 100
#extension all : warn
precision mediump float;
void main() {}
