// expect: compile -- GLSL ES 1.00 section 4.3.2: a const int is a constant expression usable as an array size
#version 100
precision mediump float;
const int N = 2 * 2;
void main() {
    float a[N]; a[3] = 1.0;
}
