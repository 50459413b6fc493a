// expect: fail -- GLSL 3.30 section 4.3.7: uniform blocks cannot hold samplers
#version 330 core
uniform Bad { sampler2D t; };
void main() {}
