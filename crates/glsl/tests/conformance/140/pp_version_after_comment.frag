// expect: compile -- GLSL 1.40 section 3.3: #version may follow comments and white space
/* a comment */

#version 140
void main() {}
