// expect: compile -- GLSL ES 1.00 section 3.4: other directives and comments may come before #extension
#version 100
/* a
 comment */
#define X 1
#extension all : warn
precision mediump float;
void main() {}
