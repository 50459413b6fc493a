// expect: fail -- GLSL ES 1.00 section 3.6: `template` is a keyword or reserved word here
#version 100
precision mediump float;
void main() {
    float template = 1.0;
}
