// expect: compile -- GLSL 1.10 section 3.3: other directives and comments may come before #extension
#version 110
/* a
 comment */
#define X 1
#extension all : warn
void main() {}
