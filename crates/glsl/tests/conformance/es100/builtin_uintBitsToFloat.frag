// expect: fail -- GLSL ES 1.00 section 8: `uintBitsToFloat` (this overload) is a built-in from GLSL 3.30
#version 100
precision mediump float;
float g_ip;
void main() {
    float r = uintBitsToFloat(1u);
}
