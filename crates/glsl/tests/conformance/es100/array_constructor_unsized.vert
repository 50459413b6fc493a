// expect: fail -- GLSL ES 1.00 section 4.1.9: an unsized array constructor takes its size from its arguments (GLSL 1.20+)
#version 100
precision mediump float;
void main() {
    float a[] = float[](1.0, 2.0); float b = a[1];
}
