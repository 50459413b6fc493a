// expect: fail -- GLSL 1.50 (compatibility) section 4.6.1: invariant must come before any use of the variable
#version 150 compatibility
void f() { gl_Position = vec4(0.0); }
invariant gl_Position;
void main() {}
