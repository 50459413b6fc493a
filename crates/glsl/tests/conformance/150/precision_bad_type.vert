// expect: fail -- GLSL 1.50 section 4.5.3: precision statements take int, float or a sampler type
#version 150 core
precision mediump vec4;
void main() {}
