// expect: fail -- GLSL 1.50 (compatibility) section 7: a built-in variable cannot be redeclared as a uniform
#version 150 compatibility
uniform vec4 gl_Position;
void main() {}
