// expect: fail -- GLSL ES 1.00 section 3.6: `while` is a keyword or reserved word here
#version 100
precision mediump float;
void main() {
    float while = 1.0;
}
