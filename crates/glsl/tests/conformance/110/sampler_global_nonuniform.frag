// expect: fail -- GLSL 1.10 section 4.1.7: a global sampler must be a uniform
#version 110
sampler2D g_t;
void main() {}
