// expect: compile -- GLSL ES 1.00 section 8: `asin` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = asin(0.5);
}
