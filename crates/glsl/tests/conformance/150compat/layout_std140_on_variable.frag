// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8: std140 applies to uniform blocks only, not to a variable
#version 150 compatibility
layout(std140) uniform vec4 g_u;
void main() {}
