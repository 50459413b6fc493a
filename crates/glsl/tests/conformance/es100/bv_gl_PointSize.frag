// expect: fail -- GLSL ES 1.00 section 7: gl_PointSize is a vertex shader output
#version 100
precision mediump float;
void main() {
    gl_PointSize = 1.0;
}
