// expect: compile -- GLSL ES 1.00 section 8: `log` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = log(2.0);
}
