// expect: fail -- GLSL 1.50 section 4.1.7: samplers cannot be shader inputs or outputs
#version 150 core
out sampler2D g_t;
void main() {}
