// expect: fail -- GLSL 1.50 section 4.7: a parameter's precision comes after its direction
#version 150 core
float f(lowp in float x) { return x; }
void main() {}
