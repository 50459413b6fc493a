// expect: fail -- GLSL 3.30 section 6.1.1: parameters cannot be centroid
#version 330 core
float f(centroid in float x) { return x; }
void main() {}
