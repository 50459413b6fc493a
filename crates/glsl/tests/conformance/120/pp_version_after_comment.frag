// expect: compile -- GLSL 1.20 section 3.3: #version may follow comments and white space
/* a comment */

#version 120
void main() {}
