// expect: fail -- GLSL ES 1.00 section 8: `determinant` (this overload) is a built-in from GLSL 1.50
#version 100
precision mediump float;
float g_ip;
void main() {
    float r = determinant(mat2(1.0));
}
