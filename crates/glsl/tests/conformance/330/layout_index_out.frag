// expect: compile -- GLSL 3.30 section 4.3.8: layout(location, index) on fragment outputs exists from GLSL 3.30
#version 330 core
layout(location = 0, index = 1) out vec4 g_color;
void main() {}
