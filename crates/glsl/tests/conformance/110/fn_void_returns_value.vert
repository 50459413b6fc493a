// expect: fail -- GLSL 1.10 section 6.4: a void function cannot return a value
#version 110
void f() { return 1.0; }
void main() {}
