// expect: compile -- GLSL 3.30 (compatibility) section 6.1: a const parameter may be read and copied
#version 330 compatibility
float f(const float x) { float y = x; y += 1.0; return y * x; }
void main() {}
