// expect: compile -- GLSL 1.10 section 4.3.2: a struct constructor is a constant expression (function calls are not)
#version 110
struct S { float f; };
const S g_s = S(1.0);
void main() {}
