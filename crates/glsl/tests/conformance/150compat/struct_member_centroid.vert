// expect: fail -- GLSL 1.50 (compatibility) section 4.1.8: structure members cannot have storage qualifiers
#version 150 compatibility
struct S { centroid float a; };
void main() {}
