// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8: layout(location) on uniforms needs GLSL 4.30
#version 330 compatibility
layout(location = 0) uniform float g_u;
void main() {}
