// expect: fail -- GLSL ES 1.00 section 4.2: using an undeclared name is an error
#version 100
precision mediump float;
void main() {
    float a = nowhere;
}
