// expect: compile -- GLSL 1.50 (compatibility) section 4.3.9: gl_Color may be redeclared with an interpolation qualifier
#version 150 compatibility
flat in vec4 gl_Color;
void main() {}
