// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: a global sampler must be a uniform
#version 330 compatibility
sampler2D g_t;
void main() {}
