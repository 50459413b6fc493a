// expect: compile -- GLSL ES 1.00 section 8: `exp` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = exp(1.0);
}
