// expect: fail -- GLSL 1.40 section 4.6.1: invariant must come before any use of the variable
#version 140
void f() { gl_Position = vec4(0.0); }
invariant gl_Position;
void main() {}
