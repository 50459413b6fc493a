// expect: compile -- GLSL 3.30 section 3.3: macros expand in macro bodies
#version 330 core
#define A B
#define B 2.0
void main() {
    float a = A;
}
