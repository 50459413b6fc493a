// expect: fail -- GLSL ES 1.00 section 4.5.3: a float structure member needs a precision in a fragment shader
#version 100
struct S { float f; };
void main() {}
