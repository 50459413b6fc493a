// expect: fail -- GLSL 3.30 section 6.4: a void function cannot return a value
#version 330 core
void f() { return 1.0; }
void main() {}
