// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: samplers cannot be shader inputs or outputs
#version 330 compatibility
out sampler2D g_t;
void main() {}
