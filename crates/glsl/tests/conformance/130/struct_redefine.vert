// expect: fail -- GLSL 1.30 section 4.1.8: a structure name may be defined once per scope
#version 130
struct S { float a; };
struct S { int b; };
void main() {}
