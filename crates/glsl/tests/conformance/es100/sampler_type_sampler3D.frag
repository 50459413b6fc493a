// expect: fail -- GLSL ES 1.00 section 4.1.7: `sampler3D` exists desktop only (reserved in GLSL ES 1.00)
#version 100
precision mediump float;
uniform sampler3D g_tex;
void main() {}
