// expect: compile -- GLSL 1.40 section 8.7: texture() on sampler2DArray takes vec3
#version 140
uniform sampler2DArray g_t;
void main() {
    vec4 c = texture(g_t, vec3(0.5));
}
