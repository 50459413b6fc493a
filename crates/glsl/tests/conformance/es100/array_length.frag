// expect: fail -- GLSL ES 1.00 section 4.1.9: .length() exists from GLSL 1.20
#version 100
precision mediump float;
void main() {
    float a[4]; int n = a.length();
}
