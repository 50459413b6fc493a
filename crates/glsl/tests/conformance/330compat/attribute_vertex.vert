// expect: compile -- GLSL 3.30 (compatibility) section 4.3.4: attribute declares vertex inputs
#version 330 compatibility
attribute vec4 g_pos;
void main() {}
