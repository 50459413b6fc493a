// expect: fail -- GLSL ES 1.00 section 6.2: an if condition must be a scalar bool
#version 100
precision mediump float;
void main() {
    if (1) { }
}
