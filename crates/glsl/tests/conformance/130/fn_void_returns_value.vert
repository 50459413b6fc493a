// expect: fail -- GLSL 1.30 section 6.4: a void function cannot return a value
#version 130
void f() { return 1.0; }
void main() {}
