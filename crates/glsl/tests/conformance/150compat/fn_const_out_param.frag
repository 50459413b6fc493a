// expect: fail -- GLSL 1.50 (compatibility) section 6.1: const may only qualify in parameters
#version 150 compatibility
void f(const out float x) { x = 1.0; }
void main() {}
