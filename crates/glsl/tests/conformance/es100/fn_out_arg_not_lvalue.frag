// expect: fail -- GLSL ES 1.00 section 6.1: an out argument must be an l-value
#version 100
precision mediump float;
void f(out float a) { a = 1.0; }
void main() {
    f(2.0);
}
