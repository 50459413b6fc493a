// expect: compile -- GLSL ES 1.00 section 7.5: `gl_DepthRangeParameters` names user variables in every version
#version 100
precision mediump float;
void main() {
    gl_DepthRangeParameters d = gl_DepthRange; float n = d.near;
}
