// expect: compile -- GLSL 1.30 section 8.7: texture() on an integer sampler returns ivec4
#version 130
uniform isampler2D g_t;
void main() {
    ivec4 c = texture(g_t, vec2(0.5));
}
