// expect: compile -- GLSL 3.30 (compatibility) section 4.3.6: centroid varying exists from GLSL 1.20 (not in GLSL ES 1.00)
#version 330 compatibility
centroid varying vec4 g_v;
void main() {}
