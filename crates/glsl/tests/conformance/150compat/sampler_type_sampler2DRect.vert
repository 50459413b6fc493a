// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: `sampler2DRect` exists from GLSL 1.40 (before: ARB_texture_rectangle)
#version 150 compatibility
uniform sampler2DRect g_tex;
void main() {}
