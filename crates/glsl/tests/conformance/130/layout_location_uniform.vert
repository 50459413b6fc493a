// expect: fail -- GLSL 1.30 section 4.3.8: layout(location) on uniforms needs GLSL 4.30
#version 130
layout(location = 0) uniform float g_u;
void main() {}
