// expect: fail -- GLSL ES 1.00 section 5.5: swizzling a scalar needs GLSL 4.20
#version 100
precision mediump float;
void main() {
    float a = 1.0; vec2 b = a.xx;
}
