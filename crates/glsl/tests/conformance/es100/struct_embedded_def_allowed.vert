// expect: compile -- GLSL ES 1.00 section 4.1.8: an embedded structure definition declares its name in the enclosing scope (GLSL 1.10, ES 1.00)
#version 100
precision mediump float;
struct A { struct B { float f; } b; };
uniform B g_b;
void main() {
    A a; a.b.f = g_b.f;
}
