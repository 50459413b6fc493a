// expect: fail -- GLSL ES 1.00 section 3.4: #extension all : require is an error
#version 100
#extension all : require
precision mediump float;
void main() {}
