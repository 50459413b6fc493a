// expect: compile -- GLSL ES 1.00 section 6.1: out and inout parameters
#version 100
precision mediump float;
void f(out float a, inout float b) { a = b; b += 1.0; }
void main() {
    float a; float b = 1.0; f(a, b);
}
