// expect: compile -- GLSL 3.30 section 6.1: out and inout parameters
#version 330 core
void f(out float a, inout float b) { a = b; b += 1.0; }
void main() {
    float a; float b = 1.0; f(a, b);
}
