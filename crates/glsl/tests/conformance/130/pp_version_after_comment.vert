// expect: compile -- GLSL 1.30 section 3.3: #version may follow comments and white space
/* a comment */

#version 130
void main() {}
