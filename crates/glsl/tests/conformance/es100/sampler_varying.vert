// expect: fail -- GLSL ES 1.00 section 4.1.7: samplers cannot be shader inputs or outputs
#version 100
precision mediump float;
varying sampler2D g_t;
void main() {}
