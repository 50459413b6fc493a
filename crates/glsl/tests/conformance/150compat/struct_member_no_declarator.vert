// expect: fail -- GLSL 1.50 (compatibility) section 4.1.8: a member needs a name (anonymous structure members are not supported)
#version 150 compatibility
struct S { float f; };
struct T { S; };
void main() {}
