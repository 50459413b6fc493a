// expect: fail -- GLSL ES 1.00 section 4.1.7: a function cannot return a structure holding a sampler
#version 100
precision mediump float;
struct T { sampler2D t; };
uniform T g_t;
T get() { return g_t; }
void main() {}
