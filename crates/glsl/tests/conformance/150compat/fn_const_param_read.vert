// expect: compile -- GLSL 1.50 (compatibility) section 6.1: a const parameter may be read and copied
#version 150 compatibility
float f(const float x) { float y = x; y += 1.0; return y * x; }
void main() {}
