// expect: fail -- GLSL ES 1.00 section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 100
precision mediump float;
void main() {
    float sampler3DRect = 1.0;
}
