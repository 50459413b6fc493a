// expect: fail -- GLSL 1.20 section 8.7: texture() on a shadow sampler returns float (GLSL 1.30+)
#version 120
uniform sampler2DShadow g_t;
void main() {
    float c = texture(g_t, vec3(0.5));
}
