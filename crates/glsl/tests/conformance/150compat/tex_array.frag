// expect: compile -- GLSL 1.50 (compatibility) section 8.7: texture() on sampler2DArray takes vec3
#version 150 compatibility
uniform sampler2DArray g_t;
void main() {
    vec4 c = texture(g_t, vec3(0.5));
}
