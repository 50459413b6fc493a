// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_TexCoord is redeclared with its storage qualifier, not as a plain global
#version 330 compatibility
vec4 gl_TexCoord[2];
void main() {}
