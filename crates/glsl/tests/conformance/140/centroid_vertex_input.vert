// expect: fail -- GLSL 1.40 section 4.3.4: vertex inputs cannot be centroid
#version 140
centroid in vec4 g_v;
void main() {}
