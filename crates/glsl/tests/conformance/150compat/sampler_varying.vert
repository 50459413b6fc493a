// expect: fail -- GLSL 1.50 (compatibility) section 4.1.7: samplers cannot be shader inputs or outputs
#version 150 compatibility
out sampler2D g_t;
void main() {}
