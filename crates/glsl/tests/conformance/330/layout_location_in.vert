// expect: compile -- GLSL 3.30 section 4.3.8: layout(location) on vertex inputs exists from GLSL 3.30
#version 330 core
layout(location = 0) in vec3 g_pos;
void main() {}
