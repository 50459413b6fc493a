// expect: fail -- GLSL ES 1.00 section 4.3.8: layout(location) on uniforms needs GLSL 4.30
#version 100
precision mediump float;
layout(location = 0) uniform float g_u;
void main() {}
