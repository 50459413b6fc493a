// expect: fail -- GLSL 1.40 section 6.4: a non-void function must return a value
#version 140
float f() { return; }
void main() {}
