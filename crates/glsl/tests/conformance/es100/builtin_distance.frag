// expect: compile -- GLSL ES 1.00 section 8: `distance` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = distance(vec2(0.0), vec2(1.0));
}
