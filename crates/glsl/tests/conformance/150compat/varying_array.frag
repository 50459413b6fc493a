// expect: compile -- GLSL 1.50 (compatibility) section 4.3.6: varyings may be arrays
#version 150 compatibility
varying vec2 g_v[2];
void main() {}
