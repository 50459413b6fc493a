// expect: fail -- GLSL 1.50 section 4.1.7: a global sampler must be a uniform
#version 150 core
sampler2D g_t;
void main() {}
