// expect: compile -- GLSL 1.50 (compatibility) section 4.3.9: gl_FrontColor may be redeclared with an interpolation qualifier
#version 150 compatibility
flat out vec4 gl_FrontColor;
void main() {}
