// expect: compile -- GLSL 1.30 section 4.3.6: varyings may be arrays
#version 130
varying vec2 g_v[2];
void main() {}
