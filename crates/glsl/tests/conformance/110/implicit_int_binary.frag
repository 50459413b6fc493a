// expect: fail -- GLSL 1.10 section 4.1.9: int operands convert to float in mixed arithmetic from GLSL 1.20
#version 110
void main() {
    float f = 2.0 * 3;
}
