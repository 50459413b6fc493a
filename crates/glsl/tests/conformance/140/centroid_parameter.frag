// expect: fail -- GLSL 1.40 section 6.1.1: parameters cannot be centroid
#version 140
float f(centroid in float x) { return x; }
void main() {}
