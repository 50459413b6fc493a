// expect: fail -- GLSL ES 1.00 section 4.1.10: int operands convert to float in mixed arithmetic from GLSL 1.20
#version 100
precision mediump float;
void main() {
    float f = 2.0 * 3;
}
