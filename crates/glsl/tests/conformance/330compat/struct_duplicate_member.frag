// expect: fail -- GLSL 3.30 (compatibility) section 4.1.8: member names are unique within a structure
#version 330 compatibility
struct S { float a; int a; };
void main() {}
