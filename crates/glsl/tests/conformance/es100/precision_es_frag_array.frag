// expect: fail -- GLSL ES 1.00 section 4.5.3: an array of floats needs a precision in a fragment shader
#version 100
void main() {
    mediump float x = 0.0; vec2 a[2];
}
