// expect: fail -- GLSL 1.30 section 7.1: gl_ClipDistance cannot be redeclared as a uniform
#version 130
uniform float gl_ClipDistance[2];
void main() {}
