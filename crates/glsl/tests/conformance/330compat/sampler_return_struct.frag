// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: a function cannot return a structure holding a sampler
#version 330 compatibility
struct T { sampler2D t; };
uniform T g_t;
T get() { return g_t; }
void main() {}
