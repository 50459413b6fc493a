// expect: fail -- GLSL 1.30 section 6.4: a non-void function must return a value
#version 130
float f() { return; }
void main() {}
