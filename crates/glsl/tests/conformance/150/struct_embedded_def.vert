// expect: fail -- GLSL 1.50 section 4.1.8: embedded structure definitions are not supported (GLSL 1.20+)
#version 150 core
struct A { struct B { float f; } b; };
void main() {}
