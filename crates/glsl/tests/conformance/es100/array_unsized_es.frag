// expect: fail -- GLSL ES 1.00 section 4.1.9: GLSL ES 1.00 has no unsized arrays
#version 100
precision mediump float;
void main() {
    float a[];
}
