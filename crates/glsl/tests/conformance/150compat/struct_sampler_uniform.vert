// expect: compile -- GLSL 1.50 (compatibility) section 4.1.7: a uniform structure may hold a sampler
#version 150 compatibility
struct T { sampler2D tex; float scale; };
uniform T g_t;
void main() {}
