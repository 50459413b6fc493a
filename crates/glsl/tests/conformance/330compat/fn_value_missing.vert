// expect: fail -- GLSL 3.30 (compatibility) section 6.4: a non-void function must return a value
#version 330 compatibility
float f() { return; }
void main() {}
