// expect: fail -- GLSL 1.50 (compatibility) section 6.4: a non-void function must return a value
#version 150 compatibility
float f() { return; }
void main() {}
