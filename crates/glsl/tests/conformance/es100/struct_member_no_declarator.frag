// expect: fail -- GLSL ES 1.00 section 4.1.8: a member needs a name (anonymous structure members are not supported)
#version 100
precision mediump float;
struct S { float f; };
struct T { S; };
void main() {}
