// expect: fail -- GLSL 1.30 section 4.1.8: member names are unique within a structure
#version 130
struct S { float a; int a; };
void main() {}
