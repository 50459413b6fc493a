// expect: compile -- GLSL ES 1.00 section 4.1.8: a member may have a previously defined structure type
#version 100
precision mediump float;
struct A { float f; };
struct B { A a; float g; };
void main() {}
