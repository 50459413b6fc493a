// expect: fail -- GLSL ES 1.00 section 5.1: % exists from GLSL 1.30 (reserved before)
#version 100
precision mediump float;
void main() {
    int a = 7 % 3;
}
