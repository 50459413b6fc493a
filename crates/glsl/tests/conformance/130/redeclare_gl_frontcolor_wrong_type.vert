// expect: fail -- GLSL 1.30 section 4.3.9: a redeclared colour keeps the type vec4
#version 130
flat out vec3 gl_FrontColor;
void main() {}
