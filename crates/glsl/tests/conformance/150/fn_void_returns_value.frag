// expect: fail -- GLSL 1.50 section 6.4: a void function cannot return a value
#version 150 core
void f() { return 1.0; }
void main() {}
