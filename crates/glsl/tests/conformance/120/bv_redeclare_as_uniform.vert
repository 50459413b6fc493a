// expect: fail -- GLSL 1.20 section 7: a built-in variable cannot be redeclared as a uniform
#version 120
uniform vec4 gl_Position;
void main() {}
