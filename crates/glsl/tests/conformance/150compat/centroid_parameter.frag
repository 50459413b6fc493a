// expect: fail -- GLSL 1.50 (compatibility) section 6.1.1: parameters cannot be centroid
#version 150 compatibility
float f(centroid in float x) { return x; }
void main() {}
