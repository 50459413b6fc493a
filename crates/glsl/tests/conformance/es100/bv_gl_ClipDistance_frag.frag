// expect: fail -- GLSL ES 1.00 section 7: gl_ClipDistance is a fragment input from GLSL 1.30
#version 100
precision mediump float;
void main() {
    float d = gl_ClipDistance[0];
}
