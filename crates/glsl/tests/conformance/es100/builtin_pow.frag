// expect: compile -- GLSL ES 1.00 section 8: `pow` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = pow(2.0, 3.0);
}
