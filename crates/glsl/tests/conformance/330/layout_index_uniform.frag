// expect: fail -- GLSL 3.30 section 4.3.8.2: layout(index) qualifies fragment outputs only
#version 330 core
layout(index = 0) uniform vec4 g_u;
void main() {}
