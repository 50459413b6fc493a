// expect: fail -- GLSL ES 1.00 section 3.4: extension directives must occur before any non-preprocessor tokens
#version 100
precision mediump float;
float g_a;
#extension all : warn
void main() {}
