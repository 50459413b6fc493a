// expect: fail -- GLSL ES 1.00 section 5.1: && takes scalar booleans
#version 100
precision mediump float;
void main() {
    bool a = 1 && true;
}
