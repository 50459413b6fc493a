// expect: fail -- GLSL 3.30 section 6.4: a non-void function must return a value
#version 330 core
float f() { return; }
void main() {}
