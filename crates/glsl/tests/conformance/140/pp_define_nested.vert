// expect: compile -- GLSL 1.40 section 3.3: macros expand in macro bodies
#version 140
#define A B
#define B 2.0
void main() {
    float a = A;
}
