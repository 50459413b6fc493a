// expect: compile -- GLSL 1.50 (compatibility) section 4.1.8: a member may have a previously defined structure type
#version 150 compatibility
struct A { float f; };
struct B { A a; float g; };
void main() {}
