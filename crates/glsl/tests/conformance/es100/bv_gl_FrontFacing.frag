// expect: compile -- GLSL ES 1.00 section 7: gl_FrontFacing is a fragment shader input
#version 100
precision mediump float;
void main() {
    bool f = gl_FrontFacing;
}
