// expect: fail -- GLSL 1.30 section 4.3.4: attribute declares vertex inputs
#version 130
attribute vec4 g_pos;
void main() {}
