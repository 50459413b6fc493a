// expect: compile -- GLSL 1.30 section 4.1.8: a member may have a previously defined structure type
#version 130
struct A { float f; };
struct B { A a; float g; };
void main() {}
