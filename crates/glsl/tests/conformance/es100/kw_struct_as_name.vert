// expect: fail -- GLSL ES 1.00 section 3.6: `struct` is a keyword or reserved word here
#version 100
precision mediump float;
void main() {
    float struct = 1.0;
}
