// expect: fail -- GLSL 3.30 section 7.1: gl_ClipDistance cannot be redeclared as a uniform
#version 330 core
uniform float gl_ClipDistance[2];
void main() {}
