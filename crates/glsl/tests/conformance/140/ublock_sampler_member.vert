// expect: fail -- GLSL 1.40 section 4.3.5.1: uniform blocks cannot hold samplers
#version 140
uniform Bad { sampler2D t; };
void main() {}
