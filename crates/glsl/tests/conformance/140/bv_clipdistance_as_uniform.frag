// expect: fail -- GLSL 1.40 section 7.1: gl_ClipDistance cannot be redeclared as a uniform
#version 140
uniform float gl_ClipDistance[2];
void main() {}
