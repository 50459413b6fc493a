// expect: compile -- GLSL 1.40 section 8.7: texture() on a shadow sampler returns float (GLSL 1.30+)
#version 140
uniform sampler2DShadow g_t;
void main() {
    float c = texture(g_t, vec3(0.5));
}
