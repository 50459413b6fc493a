// expect: fail -- GLSL 1.30 section 4.1.7: samplers cannot be shader inputs or outputs
#version 130
out sampler2D g_t;
void main() {}
