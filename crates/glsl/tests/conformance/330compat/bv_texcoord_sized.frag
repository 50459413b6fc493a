// expect: compile -- GLSL 3.30 (compatibility) section 7.6: gl_TexCoord may be redeclared with an explicit size
#version 330 compatibility
in vec4 gl_TexCoord[4];
void main() {}
