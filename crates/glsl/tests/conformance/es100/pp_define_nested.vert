// expect: compile -- GLSL ES 1.00 section 3.4: macros expand in macro bodies
#version 100
precision mediump float;
#define A B
#define B 2.0
void main() {
    float a = A;
}
