// expect: compile -- GLSL ES 1.00 section 3.4: #extension all : disable is allowed
#version 100
precision mediump float;
#extension all : disable
void main() {}
