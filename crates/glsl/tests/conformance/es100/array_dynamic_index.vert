// expect: compile -- GLSL ES 1.00 section 4.1.9: non-sampler arrays may be indexed with an integer expression
#version 100
precision mediump float;
void main() {
    float a[4]; for (int i = 0; i < 4; i++) { a[i] = 1.0; }
}
