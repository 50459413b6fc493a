// expect: fail -- GLSL ES 1.00 section 4.2: a function and a variable may not share a name in one scope
#version 100
precision mediump float;
float helper;
float helper() { return 1.0; }
void main() {}
