// expect: compile -- GLSL 1.20 section 4.1.10: int operands convert to float in mixed arithmetic from GLSL 1.20
#version 120
void main() {
    float f = 2.0 * 3;
}
