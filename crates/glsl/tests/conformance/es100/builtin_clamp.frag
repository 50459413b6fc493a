// expect: compile -- GLSL ES 1.00 section 8: `clamp` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = clamp(1.5, 0.0, 1.0);
}
