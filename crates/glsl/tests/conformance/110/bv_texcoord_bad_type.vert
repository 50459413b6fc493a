// expect: fail -- GLSL 1.10 section 7.6: a redeclaration of gl_TexCoord must keep its type
#version 110
varying vec3 gl_TexCoord[4];
void main() {}
