// expect: fail -- GLSL ES 1.00 section 5.1: int and float operands mix only with implicit conversions (GLSL 1.20+)
#version 100
precision mediump float;
void main() {
    float a = 1 + 2.0;
}
