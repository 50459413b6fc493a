// expect: fail -- GLSL ES 1.00 section 7: a built-in variable cannot be redeclared as a plain global
#version 100
precision mediump float;
vec4 gl_FragCoord;
void main() {}
