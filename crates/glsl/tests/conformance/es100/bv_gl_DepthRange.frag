// expect: compile -- GLSL ES 1.00 section 7: gl_DepthRange is a built-in uniform in every version
#version 100
precision mediump float;
void main() {
    float n = gl_DepthRange.near + gl_DepthRange.far + gl_DepthRange.diff;
}
