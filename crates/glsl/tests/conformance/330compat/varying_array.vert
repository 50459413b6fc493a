// expect: compile -- GLSL 3.30 (compatibility) section 4.3.6: varyings may be arrays
#version 330 compatibility
varying vec2 g_v[2];
void main() {}
