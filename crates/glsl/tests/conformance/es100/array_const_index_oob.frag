// expect: fail -- GLSL ES 1.00 section 4.1.9: a constant index outside the array is an error
#version 100
precision mediump float;
void main() {
    float a[3]; a[3] = 1.0;
}
