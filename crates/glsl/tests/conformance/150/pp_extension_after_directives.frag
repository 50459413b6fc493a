// expect: compile -- GLSL 1.50 section 3.3: other directives and comments may come before #extension
#version 150 core
/* a
 comment */
#define X 1
#extension all : warn
void main() {}
