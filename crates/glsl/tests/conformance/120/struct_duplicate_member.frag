// expect: fail -- GLSL 1.20 section 4.1.8: member names are unique within a structure
#version 120
struct S { float a; int a; };
void main() {}
