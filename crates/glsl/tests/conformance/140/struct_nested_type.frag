// expect: compile -- GLSL 1.40 section 4.1.8: a member may have a previously defined structure type
#version 140
struct A { float f; };
struct B { A a; float g; };
void main() {}
