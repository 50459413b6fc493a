// expect: fail -- GLSL ES 1.00 section 4.1.3: an octal literal has only the digits 0-7
#version 100
precision mediump float;
void main() {
    int i = 09;
}
