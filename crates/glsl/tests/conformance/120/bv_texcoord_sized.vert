// expect: compile -- GLSL 1.20 section 7.6: gl_TexCoord may be redeclared with an explicit size
#version 120
varying vec4 gl_TexCoord[4];
void main() {}
