// expect: fail -- GLSL 1.30 section 4.7: a parameter's precision comes after its direction
#version 130
float f(lowp in float x) { return x; }
void main() {}
