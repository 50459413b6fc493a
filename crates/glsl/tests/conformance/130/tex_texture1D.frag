// expect: compile -- GLSL 1.30 section 8.7: texture1D (desktop)
#version 130
uniform sampler1D g_t;
void main() {
    vec4 c = texture1D(g_t, 0.5);
}
