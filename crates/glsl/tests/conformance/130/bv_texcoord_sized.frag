// expect: compile -- GLSL 1.30 section 7.6: gl_TexCoord may be redeclared with an explicit size
#version 130
in vec4 gl_TexCoord[4];
void main() {}
