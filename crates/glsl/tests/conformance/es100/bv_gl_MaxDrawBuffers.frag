// expect: compile -- GLSL ES 1.00 section 7: gl_MaxDrawBuffers is a built-in constant
#version 100
precision mediump float;
void main() {
    int n = gl_MaxDrawBuffers;
}
