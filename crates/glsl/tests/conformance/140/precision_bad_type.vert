// expect: fail -- GLSL 1.40 section 4.5.3: precision statements take int, float or a sampler type
#version 140
precision mediump vec4;
void main() {}
