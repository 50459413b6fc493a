// expect: fail -- GLSL 3.30 section 4.5.3: precision statements take int, float or a sampler type
#version 330 core
precision mediump vec4;
void main() {}
