// expect: compile -- GLSL ES 1.00 section 8: `step` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = step(0.5, 1.0);
}
