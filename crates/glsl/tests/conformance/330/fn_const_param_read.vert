// expect: compile -- GLSL 3.30 section 6.1: a const parameter may be read and copied
#version 330 core
float f(const float x) { float y = x; y += 1.0; return y * x; }
void main() {}
