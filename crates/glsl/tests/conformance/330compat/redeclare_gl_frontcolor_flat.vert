// expect: compile -- GLSL 3.30 (compatibility) section 4.3.9: gl_FrontColor may be redeclared with an interpolation qualifier
#version 330 compatibility
flat out vec4 gl_FrontColor;
void main() {}
