// expect: fail -- GLSL 1.40 section 4.3.5.1: row_major applies to uniform blocks and their members only
#version 140
layout(row_major) uniform mat4 g_m;
void main() {}
