// expect: compile -- GLSL 1.50 (compatibility) section 8.7: texture1D (desktop)
#version 150 compatibility
uniform sampler1D g_t;
void main() {
    vec4 c = texture1D(g_t, 0.5);
}
