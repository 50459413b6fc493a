// expect: compile -- GLSL 1.10 section 4.3.4: attribute declares vertex inputs
#version 110
attribute vec4 g_pos;
void main() {}
