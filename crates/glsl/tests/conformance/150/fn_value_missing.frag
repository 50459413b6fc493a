// expect: fail -- GLSL 1.50 section 6.4: a non-void function must return a value
#version 150 core
float f() { return; }
void main() {}
