// expect: fail -- GLSL ES 1.00 section 4.1.9: an array size must be greater than zero
#version 100
precision mediump float;
void main() {
    float a[-1];
}
