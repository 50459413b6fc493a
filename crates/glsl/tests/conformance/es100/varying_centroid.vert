// expect: fail -- GLSL ES 1.00 section 4.3.5: centroid varying exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 100
precision mediump float;
centroid varying vec4 g_v;
void main() {}
