// expect: fail -- GLSL 3.30 (compatibility) section 7.6: a redeclaration of gl_TexCoord must keep its type
#version 330 compatibility
in vec3 gl_TexCoord[4];
void main() {}
