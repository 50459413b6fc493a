// expect: fail -- GLSL 1.10 section 4.1.7: a function cannot return a structure holding a sampler
#version 110
struct T { sampler2D t; };
uniform T g_t;
T get() { return g_t; }
void main() {}
