// expect: fail -- GLSL ES 1.00 section 5.1: shifts take integer operands only
#version 100
precision mediump float;
void main() {
    float a = 1.0 << 2;
}
