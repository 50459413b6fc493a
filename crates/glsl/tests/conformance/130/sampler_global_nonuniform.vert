// expect: fail -- GLSL 1.30 section 4.1.7: a global sampler must be a uniform
#version 130
sampler2D g_t;
void main() {}
