// expect: fail -- GLSL 1.50 section 4.3.7: uniform blocks cannot hold samplers
#version 150 core
uniform Bad { sampler2D t; };
void main() {}
