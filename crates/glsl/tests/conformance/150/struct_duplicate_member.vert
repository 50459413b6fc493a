// expect: fail -- GLSL 1.50 section 4.1.8: member names are unique within a structure
#version 150 core
struct S { float a; int a; };
void main() {}
