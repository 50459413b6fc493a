// expect: compile -- GLSL 1.30 section 4.3.4: attributes may be matrices
#version 130
attribute mat4 g_m;
void main() {}
