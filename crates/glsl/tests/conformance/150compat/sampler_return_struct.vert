// expect: fail -- GLSL 1.50 (compatibility) section 4.1.7: a function cannot return a structure holding a sampler
#version 150 compatibility
struct T { sampler2D t; };
uniform T g_t;
T get() { return g_t; }
void main() {}
