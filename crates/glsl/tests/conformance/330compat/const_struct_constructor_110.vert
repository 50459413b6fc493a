// expect: compile -- GLSL 3.30 (compatibility) section 4.3.2: a struct constructor is a constant expression (function calls are not)
#version 330 compatibility
struct S { float f; };
const S g_s = S(1.0);
void main() {}
