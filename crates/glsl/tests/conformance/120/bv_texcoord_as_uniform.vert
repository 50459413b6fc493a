// expect: fail -- GLSL 1.20 section 7.6: gl_TexCoord cannot be redeclared as a uniform
#version 120
uniform vec4 gl_TexCoord[2];
void main() {}
