// expect: fail -- GLSL 3.30 (compatibility) section 6.4: a void function cannot return a value
#version 330 compatibility
void f() { return 1.0; }
void main() {}
