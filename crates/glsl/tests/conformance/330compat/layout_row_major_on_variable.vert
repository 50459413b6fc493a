// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8: row_major applies to uniform blocks and their members only
#version 330 compatibility
layout(row_major) uniform mat4 g_m;
void main() {}
