// expect: fail -- GLSL 1.40 section 4.3.5.1: uniform blocks cannot hold samplers inside structures either
#version 140
struct T { sampler2D t; };
uniform Bad { T x; };
void main() {}
