// expect: compile -- GLSL 1.50 section 4.2: a variable may hide a structure name in a nested scope; its initializer still names the type
#version 150 core
struct S { float f; };
void main() {
    S S = S(1.0); float g = S.f;
}
