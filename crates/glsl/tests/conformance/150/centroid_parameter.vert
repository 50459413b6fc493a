// expect: fail -- GLSL 1.50 section 6.1.1: parameters cannot be centroid
#version 150 core
float f(centroid in float x) { return x; }
void main() {}
