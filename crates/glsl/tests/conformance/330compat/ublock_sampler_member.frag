// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: uniform blocks cannot hold samplers
#version 330 compatibility
uniform Bad { sampler2D t; };
void main() {}
