// expect: fail -- GLSL 3.30 section 4.3.7: uniform blocks cannot hold samplers inside structures either
#version 330 core
struct T { sampler2D t; };
uniform Bad { T x; };
void main() {}
