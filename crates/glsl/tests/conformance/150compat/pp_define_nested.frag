// expect: compile -- GLSL 1.50 (compatibility) section 3.3: macros expand in macro bodies
#version 150 compatibility
#define A B
#define B 2.0
void main() {
    float a = A;
}
