// expect: fail -- GLSL ES 1.00 section 3.7: identifiers starting with gl_ are reserved
#version 100
precision mediump float;
float gl_MyVariable;
void main() {}
