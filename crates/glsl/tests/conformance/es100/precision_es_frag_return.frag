// expect: fail -- GLSL ES 1.00 section 4.5.3: a float return type needs a precision in a fragment shader
#version 100
float f() { return 1.0; }
void main() {}
