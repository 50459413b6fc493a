// expect: fail -- GLSL ES 1.00 section 4.1.3: 0x must be followed by hexadecimal digits
#version 100
precision mediump float;
void main() {
    int i = 0x;
}
