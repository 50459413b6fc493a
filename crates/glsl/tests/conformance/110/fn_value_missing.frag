// expect: fail -- GLSL 1.10 section 6.4: a non-void function must return a value
#version 110
float f() { return; }
void main() {}
