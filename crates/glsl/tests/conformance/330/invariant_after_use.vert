// expect: fail -- GLSL 3.30 section 4.6.1: invariant must come before any use of the variable
#version 330 core
void f() { gl_Position = vec4(0.0); }
invariant gl_Position;
void main() {}
