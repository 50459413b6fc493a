// expect: fail -- GLSL ES 1.00 section 5.7: arrays may be compared with == from GLSL 1.20
#version 100
precision mediump float;
void main() {
    float a[2]; float b[2]; bool e = a == b;
}
