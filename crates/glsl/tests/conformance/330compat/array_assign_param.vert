// expect: compile -- GLSL 3.30 (compatibility) section 5.8: whole arrays may be assigned from GLSL 1.20 (array parameters too)
#version 330 compatibility
void f(float p[2]) { float q[2]; q = p; }
void main() {}
