// expect: fail -- GLSL ES 1.00 section 4.5.3: a float uniform needs a precision in a fragment shader
#version 100
uniform vec4 g_u;
void main() {}
