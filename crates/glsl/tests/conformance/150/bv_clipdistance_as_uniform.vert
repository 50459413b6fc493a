// expect: fail -- GLSL 1.50 section 7.1: gl_ClipDistance cannot be redeclared as a uniform
#version 150 core
uniform float gl_ClipDistance[2];
void main() {}
