// expect: fail -- GLSL 1.30 section 4.5.3: precision statements take int, float or a sampler type
#version 130
precision mediump vec4;
void main() {}
