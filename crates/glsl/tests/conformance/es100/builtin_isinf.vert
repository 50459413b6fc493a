// expect: fail -- GLSL ES 1.00 section 8: `isinf` (this overload) is a built-in from GLSL 1.30
#version 100
precision mediump float;
float g_ip;
void main() {
    float r = float(isinf(1.0));
}
