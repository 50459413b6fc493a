// expect: fail -- GLSL 1.30 section 7.6: a redeclaration of gl_TexCoord must keep its type
#version 130
out vec3 gl_TexCoord[4];
void main() {}
