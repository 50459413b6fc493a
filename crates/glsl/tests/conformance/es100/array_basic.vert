// expect: compile -- GLSL ES 1.00 section 4.1.9: arrays with constant size
#version 100
precision mediump float;
void main() {
    float a[3]; a[0] = 1.0; a[2] = a[0];
}
