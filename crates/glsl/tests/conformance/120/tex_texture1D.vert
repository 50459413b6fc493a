// expect: compile -- GLSL 1.20 section 8.7: texture1D (desktop)
#version 120
uniform sampler1D g_t;
void main() {
    vec4 c = texture1D(g_t, 0.5);
}
