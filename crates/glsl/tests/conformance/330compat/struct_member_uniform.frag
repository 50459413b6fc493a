// expect: fail -- GLSL 3.30 (compatibility) section 4.1.8: structure members cannot have storage qualifiers
#version 330 compatibility
struct S { uniform float a; };
void main() {}
