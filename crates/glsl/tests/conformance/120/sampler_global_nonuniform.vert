// expect: fail -- GLSL 1.20 section 4.1.7: a global sampler must be a uniform
#version 120
sampler2D g_t;
void main() {}
