// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_TexCoord cannot be redeclared as a uniform
#version 330 compatibility
uniform vec4 gl_TexCoord[2];
void main() {}
