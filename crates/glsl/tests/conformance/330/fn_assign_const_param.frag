// expect: fail -- GLSL 3.30 section 6.1: a const parameter cannot be written
#version 330 core
float f(const float x) { x = 1.0; return x; }
void main() {}
