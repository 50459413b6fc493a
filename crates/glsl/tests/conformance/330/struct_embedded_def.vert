// expect: fail -- GLSL 3.30 section 4.1.8: embedded structure definitions (GLSL 1.10-1.50) are not allowed from GLSL 3.30
#version 330 core
struct A { struct B { float f; } b; };
void main() {}
