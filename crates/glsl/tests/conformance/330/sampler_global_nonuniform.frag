// expect: fail -- GLSL 3.30 section 4.1.7: a global sampler must be a uniform
#version 330 core
sampler2D g_t;
void main() {}
