// expect: compile -- GLSL 1.50 (compatibility) section 7.6: gl_TexCoord may be redeclared with an explicit size
#version 150 compatibility
in vec4 gl_TexCoord[4];
void main() {}
