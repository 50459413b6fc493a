// expect: fail -- GLSL ES 1.00 section 4.1.10: float never converts implicitly to int
#version 100
precision mediump float;
void main() {
    int i = 1.0;
}
