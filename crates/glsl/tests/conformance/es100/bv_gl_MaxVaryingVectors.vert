// expect: compile -- GLSL ES 1.00 section 7: gl_MaxVaryingVectors is a GLSL ES constant
#version 100
precision mediump float;
void main() {
    int n = gl_MaxVaryingVectors;
}
