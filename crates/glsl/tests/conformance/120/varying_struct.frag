// expect: fail -- GLSL 1.20 section 4.3.6: varyings cannot be structures
#version 120
struct S { vec4 a; };
varying S g_v;
void main() {}
