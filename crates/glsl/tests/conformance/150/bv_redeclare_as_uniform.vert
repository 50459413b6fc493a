// expect: fail -- GLSL 1.50 section 7: a built-in variable cannot be redeclared as a uniform
#version 150 core
uniform vec4 gl_Position;
void main() {}
