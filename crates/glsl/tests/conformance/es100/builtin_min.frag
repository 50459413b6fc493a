// expect: compile -- GLSL ES 1.00 section 8: `min` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = min(1.0, 2.0);
}
