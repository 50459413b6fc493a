// expect: fail -- GLSL 1.50 section 4.1.8: structure members cannot have storage qualifiers
#version 150 core
struct S { centroid float a; };
void main() {}
