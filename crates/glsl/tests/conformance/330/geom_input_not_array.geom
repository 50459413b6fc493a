// expect: fail -- GLSL 3.30 section 4.3.4: geometry shader inputs are arrays
#version 330 core
layout(points) in;
in vec4 g_v;
void main() {}
