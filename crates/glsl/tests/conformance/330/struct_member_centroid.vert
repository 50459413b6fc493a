// expect: fail -- GLSL 3.30 section 4.1.8: structure members cannot have storage qualifiers
#version 330 core
struct S { centroid float a; };
void main() {}
