// expect: compile -- GLSL ES 1.00 section 8: `sign` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = sign(1.0);
}
