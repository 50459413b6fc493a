// expect: compile -- GLSL 1.50 (compatibility) section 4.3.6: centroid varying exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 150 compatibility
centroid varying vec4 g_v;
void main() {}
