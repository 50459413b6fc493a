// expect: compile -- GLSL 1.50 (compatibility) section 4.3.2: a struct constructor is a constant expression (function calls are not)
#version 150 compatibility
struct S { float f; };
const S g_s = S(1.0);
void main() {}
