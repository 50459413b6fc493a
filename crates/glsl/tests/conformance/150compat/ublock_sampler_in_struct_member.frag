// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: uniform blocks cannot hold samplers inside structures either
#version 150 compatibility
struct T { sampler2D t; };
uniform Bad { T x; };
void main() {}
