// expect: compile -- GLSL 3.30 (compatibility) section 4.1.7: `sampler2D` exists in every version
#version 330 compatibility
uniform sampler2D g_tex;
void main() {}
