// expect: fail -- GLSL ES 1.00 section 4.1.9: arrays of arrays do not exist before GLSL 4.30
#version 100
precision mediump float;
void main() {
    float a[2][3];
}
