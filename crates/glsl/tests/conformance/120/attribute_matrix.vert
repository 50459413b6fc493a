// expect: compile -- GLSL 1.20 section 4.3.4: attributes may be matrices
#version 120
attribute mat4 g_m;
void main() {}
