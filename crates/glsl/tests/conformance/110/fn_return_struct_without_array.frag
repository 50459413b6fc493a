// expect: compile -- GLSL 1.10 section 6.1: a function can return a structure without arrays
#version 110
struct S_plain { float m; };
S_plain f_s() { return S_plain(1.0); }
void main() {}
