// expect: fail -- GLSL 1.40 section 7: a built-in variable cannot be redeclared as a uniform
#version 140
uniform vec4 gl_Position;
void main() {}
