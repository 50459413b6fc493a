// expect: fail -- GLSL ES 1.00 section 6.1: a called function must be declared
#version 100
precision mediump float;
void main() {
    float a = not_declared(1.0);
}
