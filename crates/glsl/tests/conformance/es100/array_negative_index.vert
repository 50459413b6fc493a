// expect: fail -- GLSL ES 1.00 section 4.1.9: a negative constant index is an error
#version 100
precision mediump float;
void main() {
    float a[3]; a[-1] = 1.0;
}
