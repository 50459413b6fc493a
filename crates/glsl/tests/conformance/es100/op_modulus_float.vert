// expect: fail -- GLSL ES 1.00 section 5.1: % takes integer operands only
#version 100
precision mediump float;
void main() {
    float a = 7.0 % 3.0;
}
