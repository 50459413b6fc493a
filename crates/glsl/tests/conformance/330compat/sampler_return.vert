// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: a function cannot return a sampler
#version 330 compatibility
uniform sampler2D g_t;
sampler2D get() { return g_t; }
void main() {}
