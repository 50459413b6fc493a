// expect: fail -- GLSL 1.30 section 4.3.9: a colour built-in is redeclared before its first use
#version 130
void f() { gl_FrontColor = vec4(1.0); }
flat out vec4 gl_FrontColor;
void main() {}
