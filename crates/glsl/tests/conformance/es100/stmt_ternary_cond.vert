// expect: fail -- GLSL ES 1.00 section 5.7: the ?: condition must be a scalar bool
#version 100
precision mediump float;
void main() {
    float a = 1.0 ? 2.0 : 3.0;
}
