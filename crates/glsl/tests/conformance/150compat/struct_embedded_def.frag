// expect: fail -- GLSL 1.50 (compatibility) section 4.1.8: embedded structure definitions are not supported (GLSL 1.20+)
#version 150 compatibility
struct A { struct B { float f; } b; };
void main() {}
