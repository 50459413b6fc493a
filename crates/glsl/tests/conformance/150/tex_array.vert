// expect: compile -- GLSL 1.50 section 8.7: texture() on sampler2DArray takes vec3
#version 150 core
uniform sampler2DArray g_t;
void main() {
    vec4 c = texture(g_t, vec3(0.5));
}
