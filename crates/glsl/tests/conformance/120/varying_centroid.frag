// expect: compile -- GLSL 1.20 section 4.3.6: centroid varying exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 120
centroid varying vec4 g_v;
void main() {}
