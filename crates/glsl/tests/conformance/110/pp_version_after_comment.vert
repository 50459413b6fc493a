// expect: compile -- GLSL 1.10 section 3.3: #version may follow comments and white space
/* a comment */

#version 110
void main() {}
