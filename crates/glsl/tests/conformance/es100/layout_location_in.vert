// expect: fail -- GLSL ES 1.00 section 4.3.8: layout(location) on vertex inputs exists from GLSL 3.30
#version 100
precision mediump float;
layout(location = 0) in vec3 g_pos;
void main() {}
