// expect: fail -- GLSL ES 1.00 section 4.1.4: a floating-point literal takes no u suffix
#version 100
precision mediump float;
void main() {
    float f = 1.0u;
}
