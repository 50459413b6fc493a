// expect: fail -- GLSL ES 1.00 section 7: gl_ClipDistance exists from GLSL 1.30
#version 100
precision mediump float;
void main() {
    gl_ClipDistance[0] = 1.0;
}
