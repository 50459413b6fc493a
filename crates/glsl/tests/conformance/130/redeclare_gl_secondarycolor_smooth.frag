// expect: compile -- GLSL 1.30 section 4.3.9: gl_SecondaryColor may be redeclared with an interpolation qualifier
#version 130
smooth in vec4 gl_SecondaryColor;
void main() {}
