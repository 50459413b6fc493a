// expect: compile -- GLSL ES 1.00 section 3.4: #extension all : disable is allowed
#version 100
#extension all : disable
precision mediump float;
void main() {}
