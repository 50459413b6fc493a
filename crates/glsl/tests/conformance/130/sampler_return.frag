// expect: fail -- GLSL 1.30 section 4.1.7: a function cannot return a sampler
#version 130
uniform sampler2D g_t;
sampler2D get() { return g_t; }
void main() {}
