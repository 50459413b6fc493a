// expect: fail -- GLSL ES 1.00 section 4.3.8: layout(location) on fragment outputs exists from GLSL 3.30
#version 100
precision mediump float;
layout(location = 0) out vec4 g_color;
void main() {}
