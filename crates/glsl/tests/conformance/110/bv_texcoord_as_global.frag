// expect: fail -- GLSL 1.10 section 7.6: gl_TexCoord is redeclared with its storage qualifier, not as a plain global
#version 110
vec4 gl_TexCoord[2];
void main() {}
