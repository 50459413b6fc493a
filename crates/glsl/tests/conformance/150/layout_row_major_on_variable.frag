// expect: fail -- GLSL 1.50 section 4.3.8: row_major applies to uniform blocks and their members only
#version 150 core
layout(row_major) uniform mat4 g_m;
void main() {}
