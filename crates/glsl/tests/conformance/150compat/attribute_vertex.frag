// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: attribute declares vertex inputs
#version 150 compatibility
attribute vec4 g_pos;
void main() {}
