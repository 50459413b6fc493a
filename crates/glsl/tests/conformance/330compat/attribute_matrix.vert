// expect: compile -- GLSL 3.30 (compatibility) section 4.3.4: attributes may be matrices
#version 330 compatibility
attribute mat4 g_m;
void main() {}
