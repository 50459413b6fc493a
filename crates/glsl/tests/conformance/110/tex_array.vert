// expect: fail -- GLSL 1.10 section 8.7: texture() on sampler2DArray takes vec3
#version 110
uniform sampler2DArray g_t;
void main() {
    vec4 c = texture(g_t, vec3(0.5));
}
