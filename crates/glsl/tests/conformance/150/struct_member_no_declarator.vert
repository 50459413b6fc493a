// expect: fail -- GLSL 1.50 section 4.1.8: a member needs a name (anonymous structure members are not supported)
#version 150 core
struct S { float f; };
struct T { S; };
void main() {}
