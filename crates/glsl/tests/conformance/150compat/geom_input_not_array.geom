// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: geometry shader inputs are arrays
#version 150 compatibility
layout(points) in;
in vec4 g_v;
void main() {}
