// expect: compile -- GLSL 1.30 section 4.3.9: gl_FrontColor may be redeclared with an interpolation qualifier
#version 130
flat out vec4 gl_FrontColor;
void main() {}
