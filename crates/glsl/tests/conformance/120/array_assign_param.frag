// expect: compile -- GLSL 1.20 section 5.8: whole arrays may be assigned from GLSL 1.20 (array parameters too)
#version 120
void f(float p[2]) { float q[2]; q = p; }
void main() {}
