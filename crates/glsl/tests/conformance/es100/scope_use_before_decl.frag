// expect: fail -- GLSL ES 1.00 section 4.2: a name must be declared before use
#version 100
precision mediump float;
void main() {
    float a = b; float b = 1.0;
}
