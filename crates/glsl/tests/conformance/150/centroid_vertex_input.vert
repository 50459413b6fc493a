// expect: fail -- GLSL 1.50 section 4.3.4: vertex inputs cannot be centroid
#version 150 core
centroid in vec4 g_v;
void main() {}
