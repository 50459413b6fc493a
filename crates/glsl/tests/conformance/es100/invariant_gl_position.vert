// expect: compile -- GLSL ES 1.00 section 4.6.1: gl_Position may be redeclared invariant (from GLSL 1.20 and in GLSL ES)
#version 100
precision mediump float;
invariant gl_Position;
void main() {}
