// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: vertex inputs cannot be centroid
#version 150 compatibility
centroid in vec4 g_v;
void main() {}
