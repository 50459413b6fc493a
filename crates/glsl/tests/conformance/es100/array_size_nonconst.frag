// expect: fail -- GLSL ES 1.00 section 4.1.9: an array size must be a constant expression
#version 100
precision mediump float;
uniform int g_n;
void main() {
    float a[g_n];
}
