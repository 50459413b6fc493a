// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_TexCoord is redeclared with its storage qualifier, not as a plain global
#version 150 compatibility
vec4 gl_TexCoord[2];
void main() {}
