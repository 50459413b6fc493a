// expect: fail -- GLSL 1.50 (compatibility) section 4.3.9: a redeclared colour keeps the type vec4
#version 150 compatibility
flat out vec3 gl_FrontColor;
void main() {}
