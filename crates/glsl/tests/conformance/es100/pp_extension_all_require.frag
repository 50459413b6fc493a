// expect: fail -- GLSL ES 1.00 section 3.4: #extension all : require is an error
#version 100
precision mediump float;
#extension all : require
void main() {}
