// expect: fail -- GLSL ES 1.00 section 7: gl_PointCoord is a fragment input from GLSL 1.20 and in GLSL ES
#version 100
precision mediump float;
void main() {
    vec2 p = gl_PointCoord;
}
