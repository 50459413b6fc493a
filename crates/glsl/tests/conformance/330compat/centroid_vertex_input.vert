// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: vertex inputs cannot be centroid
#version 330 compatibility
centroid in vec4 g_v;
void main() {}
