// expect: compile -- GLSL ES 1.00 section 4.1.7: a uniform structure may hold a sampler
#version 100
precision mediump float;
struct T { sampler2D tex; float scale; };
uniform T g_t;
void main() {}
