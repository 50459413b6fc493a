// expect: compile -- GLSL 3.30 section 8.7: texture() on an integer sampler returns ivec4
#version 330 core
uniform isampler2D g_t;
void main() {
    ivec4 c = texture(g_t, vec2(0.5));
}
