// expect: fail -- GLSL 1.10 section 4.3.6: centroid varying exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 110
centroid varying vec4 g_v;
void main() {}
