// expect: fail -- GLSL ES 1.00 section 4.1.4: an exponent needs digits
#version 100
precision mediump float;
void main() {
    float a = 1.0e;
}
