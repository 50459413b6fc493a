// expect: fail -- GLSL ES 1.00 section 4.1.7: `samplerCubeShadow` exists from GLSL 1.30
#version 100
precision mediump float;
uniform samplerCubeShadow g_tex;
void main() {}
