// expect: fail -- GLSL 1.10 section 7.6: gl_TexCoord cannot be redeclared as a uniform
#version 110
uniform vec4 gl_TexCoord[2];
void main() {}
