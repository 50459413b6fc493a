// expect: fail -- GLSL 1.30 section 4.3.4: vertex inputs cannot be centroid
#version 130
centroid in vec4 g_v;
void main() {}
