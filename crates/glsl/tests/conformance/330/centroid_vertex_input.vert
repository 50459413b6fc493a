// expect: fail -- GLSL 3.30 section 4.3.4: vertex inputs cannot be centroid
#version 330 core
centroid in vec4 g_v;
void main() {}
