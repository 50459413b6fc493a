// expect: fail -- GLSL 3.30 (compatibility) section 7: a built-in variable cannot be redeclared as a uniform
#version 330 compatibility
uniform vec4 gl_Position;
void main() {}
