// expect: compile -- GLSL 1.20 section 6.1: a const parameter may be read and copied
#version 120
float f(const float x) { float y = x; y += 1.0; return y * x; }
void main() {}
