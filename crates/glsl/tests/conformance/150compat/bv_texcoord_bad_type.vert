// expect: fail -- GLSL 1.50 (compatibility) section 7.6: a redeclaration of gl_TexCoord must keep its type
#version 150 compatibility
out vec3 gl_TexCoord[4];
void main() {}
