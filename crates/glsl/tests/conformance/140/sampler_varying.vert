// expect: fail -- GLSL 1.40 section 4.1.7: samplers cannot be shader inputs or outputs
#version 140
out sampler2D g_t;
void main() {}
