// expect: fail -- GLSL 1.30 section 4.1.8: embedded structure definitions are not supported (GLSL 1.20+)
#version 130
struct A { struct B { float f; } b; };
void main() {}
