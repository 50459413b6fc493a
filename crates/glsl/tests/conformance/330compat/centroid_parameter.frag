// expect: fail -- GLSL 3.30 (compatibility) section 6.1.1: parameters cannot be centroid
#version 330 compatibility
float f(centroid in float x) { return x; }
void main() {}
