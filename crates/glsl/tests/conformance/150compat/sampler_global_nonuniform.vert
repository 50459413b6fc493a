// expect: fail -- GLSL 1.50 (compatibility) section 4.1.7: a global sampler must be a uniform
#version 150 compatibility
sampler2D g_t;
void main() {}
