// expect: compile -- GLSL ES 1.00 section 8: `smoothstep` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = smoothstep(0.0, 1.0, 0.5);
}
