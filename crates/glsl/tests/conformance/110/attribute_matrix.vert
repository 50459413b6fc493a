// expect: compile -- GLSL 1.10 section 4.3.4: attributes may be matrices
#version 110
attribute mat4 g_m;
void main() {}
