// expect: fail -- GLSL 3.30 (compatibility) section 4.1.8: embedded structure definitions are not supported (GLSL 1.20+)
#version 330 compatibility
struct A { struct B { float f; } b; };
void main() {}
