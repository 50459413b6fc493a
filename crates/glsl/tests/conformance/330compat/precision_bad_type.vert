// expect: fail -- GLSL 3.30 (compatibility) section 4.5.3: precision statements take int, float or a sampler type
#version 330 compatibility
precision mediump vec4;
void main() {}
