// expect: fail -- GLSL 1.20 section 4.3.4: attribute declares vertex inputs
#version 120
attribute vec4 g_pos;
void main() {}
