// expect: fail -- GLSL 1.20 section 6.4: a non-void function must return a value
#version 120
float f() { return; }
void main() {}
