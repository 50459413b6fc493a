// expect: fail -- GLSL ES 1.00 section 4.2: a name declared in a block is out of scope after it
#version 100
precision mediump float;
void main() {
    { float a = 1.0; } float b = a;
}
