// expect: compile -- GLSL 3.30 section 8.7: texture() on sampler2DArray takes vec3
#version 330 core
uniform sampler2DArray g_t;
void main() {
    vec4 c = texture(g_t, vec3(0.5));
}
