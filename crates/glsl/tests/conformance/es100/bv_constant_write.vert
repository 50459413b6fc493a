// expect: fail -- GLSL ES 1.00 section 7: built-in constants are read-only
#version 100
precision mediump float;
void main() {
    gl_MaxDrawBuffers = 2;
}
