// expect: compile -- GLSL 1.50 section 4.1.10: int operands convert to float in mixed arithmetic from GLSL 1.20
#version 150 core
void main() {
    float f = 2.0 * 3;
}
