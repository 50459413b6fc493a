// expect: fail -- GLSL 1.40 section 4.7: a parameter's precision comes after its direction
#version 140
float f(lowp in float x) { return x; }
void main() {}
