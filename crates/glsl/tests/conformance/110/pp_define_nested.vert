// expect: compile -- GLSL 1.10 section 3.3: macros expand in macro bodies
#version 110
#define A B
#define B 2.0
void main() {
    float a = A;
}
