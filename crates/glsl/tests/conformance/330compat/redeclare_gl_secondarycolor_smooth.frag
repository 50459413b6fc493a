// expect: compile -- GLSL 3.30 (compatibility) section 4.3.9: gl_SecondaryColor may be redeclared with an interpolation qualifier
#version 330 compatibility
smooth in vec4 gl_SecondaryColor;
void main() {}
