// expect: compile -- GLSL ES 1.00 section 4.1.3: hexadecimal integer literals start with 0x
#version 100
precision mediump float;
void main() {
    int i = 0x1F + 0XaB;
}
