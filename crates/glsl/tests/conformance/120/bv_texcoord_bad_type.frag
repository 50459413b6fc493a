// expect: fail -- GLSL 1.20 section 7.6: a redeclaration of gl_TexCoord must keep its type
#version 120
varying vec3 gl_TexCoord[4];
void main() {}
