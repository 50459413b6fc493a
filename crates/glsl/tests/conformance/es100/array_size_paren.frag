// expect: compile -- GLSL ES 1.00 section 4.1.9: a parenthesised constant expression is a valid size
#version 100
precision mediump float;
const int N = 2;
void main() {
    float a[(N + 1) * 2];
}
