// expect: compile -- GLSL ES 1.00 section 8: `atan` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = atan(1.0, 2.0);
}
