// expect: fail -- GLSL 1.10 section 6.1: const may only qualify in parameters
#version 110
void f(const out float x) { x = 1.0; }
void main() {}
