// expect: fail -- GLSL ES 1.00 section 4.6.1: invariant must come before any use of the variable
#version 100
precision mediump float;
void f() { gl_Position = vec4(0.0); }
invariant gl_Position;
void main() {}
