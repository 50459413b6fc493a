// expect: fail -- GLSL 1.20 section 7.6: gl_TexCoord is redeclared with its storage qualifier, not as a plain global
#version 120
vec4 gl_TexCoord[2];
void main() {}
