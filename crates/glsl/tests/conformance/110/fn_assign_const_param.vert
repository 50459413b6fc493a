// expect: fail -- GLSL 1.10 section 6.1: a const parameter cannot be written
#version 110
float f(const float x) { x = 1.0; return x; }
void main() {}
