// expect: compile -- GLSL 3.30 section 3.3: #version may follow comments and white space
/* a comment */

#version 330 core
void main() {}
