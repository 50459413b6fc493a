// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_TexCoord cannot be redeclared as a uniform
#version 150 compatibility
uniform vec4 gl_TexCoord[2];
void main() {}
