// expect: fail -- GLSL ES 1.00 section 6.1: a call must match a declared signature
#version 100
precision mediump float;
float f(float x) { return x; }
void main() {
    float a = f(1.0, 2.0);
}
