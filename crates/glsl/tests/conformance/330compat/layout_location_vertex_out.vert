// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8: vertex outputs take no location before GLSL 4.10 (separate shader objects)
#version 330 compatibility
layout(location = 1) out vec4 g_v;
void main() {}
