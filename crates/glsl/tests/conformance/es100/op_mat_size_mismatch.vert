// expect: fail -- GLSL ES 1.00 section 5.1: matrix multiplication needs matching sizes
#version 100
precision mediump float;
void main() {
    vec3 a = mat2(1.0) * vec3(1.0);
}
