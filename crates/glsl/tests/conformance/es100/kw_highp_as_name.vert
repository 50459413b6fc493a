// expect: fail -- GLSL ES 1.00 section 3.6: `highp` is a keyword or reserved word here
#version 100
precision mediump float;
void main() {
    float highp = 1.0;
}
