// expect: compile -- GLSL 1.40 section 4.1.7: a uniform structure may hold a sampler
#version 140
struct T { sampler2D tex; float scale; };
uniform T g_t;
void main() {}
