// expect: fail -- GLSL ES 1.00 section 4.1.9: array constructors exist from GLSL 1.20 (not in GLSL ES 1.00)
#version 100
precision mediump float;
void main() {
    float a[3] = float[3](1.0, 2.0, 3.0);
}
