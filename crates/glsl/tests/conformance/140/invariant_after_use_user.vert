// expect: fail -- GLSL 1.40 section 4.6.1: invariant must come before any use of a user output too
#version 140
out vec4 g_v;
void f() { g_v = vec4(0.0); }
invariant g_v;
void main() {}
