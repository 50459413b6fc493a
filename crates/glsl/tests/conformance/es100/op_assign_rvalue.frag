// expect: fail -- GLSL ES 1.00 section 5.8: the left operand of = must be an l-value
#version 100
precision mediump float;
void main() {
    float a; (a + 1.0) = 2.0;
}
