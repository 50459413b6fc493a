// expect: compile -- GLSL ES 1.00 section 3.4: #version may follow comments and white space
/* a comment */

#version 100
precision mediump float;
void main() {}
