// expect: fail -- GLSL 1.40 section 4.3.5.1: std140 applies to uniform blocks only, not to a variable
#version 140
layout(std140) uniform vec4 g_u;
void main() {}
