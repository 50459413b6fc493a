// expect: fail -- GLSL 1.30 section 6.1.1: parameters cannot be centroid
#version 130
float f(centroid in float x) { return x; }
void main() {}
