// expect: fail -- GLSL 3.30 section 6.1: const may only qualify in parameters
#version 330 core
void f(const out float x) { x = 1.0; }
void main() {}
