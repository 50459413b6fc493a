// expect: fail -- GLSL 1.10 section 4.1.7: samplers cannot be shader inputs or outputs
#version 110
varying sampler2D g_t;
void main() {}
