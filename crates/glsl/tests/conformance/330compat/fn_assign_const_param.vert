// expect: fail -- GLSL 3.30 (compatibility) section 6.1: a const parameter cannot be written
#version 330 compatibility
float f(const float x) { x = 1.0; return x; }
void main() {}
