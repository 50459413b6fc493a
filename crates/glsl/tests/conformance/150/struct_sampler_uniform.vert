// expect: compile -- GLSL 1.50 section 4.1.7: a uniform structure may hold a sampler
#version 150 core
struct T { sampler2D tex; float scale; };
uniform T g_t;
void main() {}
