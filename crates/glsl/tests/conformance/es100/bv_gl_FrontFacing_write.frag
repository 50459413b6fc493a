// expect: fail -- GLSL ES 1.00 section 7: gl_FrontFacing is read-only
#version 100
precision mediump float;
void main() {
    gl_FrontFacing = true;
}
