// expect: fail -- GLSL 3.30 section 4.1.8: member names are unique within a structure
#version 330 core
struct S { float a; int a; };
void main() {}
