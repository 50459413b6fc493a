// expect: fail -- GLSL 1.50 (compatibility) section 6.1: a const parameter cannot be written
#version 150 compatibility
float f(const float x) { x = 1.0; return x; }
void main() {}
