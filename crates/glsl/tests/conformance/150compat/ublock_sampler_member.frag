// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: uniform blocks cannot hold samplers
#version 150 compatibility
uniform Bad { sampler2D t; };
void main() {}
