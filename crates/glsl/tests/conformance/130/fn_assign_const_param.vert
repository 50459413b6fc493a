// expect: fail -- GLSL 1.30 section 6.1: a const parameter cannot be written
#version 130
float f(const float x) { x = 1.0; return x; }
void main() {}
