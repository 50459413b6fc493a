// expect: fail -- GLSL 1.20 section 6.1: a const parameter cannot be written
#version 120
float f(const float x) { x = 1.0; return x; }
void main() {}
