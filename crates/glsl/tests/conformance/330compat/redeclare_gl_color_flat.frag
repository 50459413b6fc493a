// expect: compile -- GLSL 3.30 (compatibility) section 4.3.9: gl_Color may be redeclared with an interpolation qualifier
#version 330 compatibility
flat in vec4 gl_Color;
void main() {}
