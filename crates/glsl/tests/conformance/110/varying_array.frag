// expect: compile -- GLSL 1.10 section 4.3.6: varyings may be arrays
#version 110
varying vec2 g_v[2];
void main() {}
