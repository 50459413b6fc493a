// expect: compile -- GLSL 1.50 (compatibility) section 4.3.4: attributes may be matrices
#version 150 compatibility
attribute mat4 g_m;
void main() {}
