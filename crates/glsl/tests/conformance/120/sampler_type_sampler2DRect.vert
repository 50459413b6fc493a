// expect: fail -- GLSL 1.20 section 4.1.7: `sampler2DRect` exists from GLSL 1.40 (before: ARB_texture_rectangle)
#version 120
uniform sampler2DRect g_tex;
void main() {}
