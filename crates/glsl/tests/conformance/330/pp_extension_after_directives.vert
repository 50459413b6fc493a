// expect: compile -- GLSL 3.30 section 3.3: other directives and comments may come before #extension
#version 330 core
/* a
 comment */
#define X 1
#extension all : warn
void main() {}
