// expect: compile -- GLSL 1.50 section 3.3: #version may follow comments and white space
/* a comment */

#version 150 core
void main() {}
