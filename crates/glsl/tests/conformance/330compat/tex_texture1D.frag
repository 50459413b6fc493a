// expect: compile -- GLSL 3.30 (compatibility) section 8.7: texture1D (desktop)
#version 330 compatibility
uniform sampler1D g_t;
void main() {
    vec4 c = texture1D(g_t, 0.5);
}
