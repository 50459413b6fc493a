// expect: fail -- GLSL 1.30 section 7.1: gl_TexCoord cannot be redeclared as a uniform
#version 130
uniform vec4 gl_TexCoord[2];
void main() {}
