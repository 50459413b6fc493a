// expect: fail -- GLSL ES 1.00 section 4.1.3: the U suffix (unsigned integers) exists from GLSL 1.30
#version 100
precision mediump float;
void main() {
    uint u = 0xFFU;
}
