// expect: compile -- GLSL 1.30 section 4.3.9: gl_Color may be redeclared with an interpolation qualifier
#version 130
flat in vec4 gl_Color;
void main() {}
