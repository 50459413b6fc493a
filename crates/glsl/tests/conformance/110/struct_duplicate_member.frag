// expect: fail -- GLSL 1.10 section 4.1.8: member names are unique within a structure
#version 110
struct S { float a; int a; };
void main() {}
