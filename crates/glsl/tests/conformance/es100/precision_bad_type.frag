// expect: fail -- GLSL ES 1.00 section 4.5.3: precision statements take int, float or a sampler type
#version 100
precision mediump float;
precision mediump vec4;
void main() {}
