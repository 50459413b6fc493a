// expect: fail -- GLSL ES 1.00 section 7: a built-in variable cannot be redeclared as a uniform
#version 100
precision mediump float;
uniform vec4 gl_Position;
void main() {}
