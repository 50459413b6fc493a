// expect: compile -- GLSL 1.50 (compatibility) section 8.7: texture() on a shadow sampler returns float (GLSL 1.30+)
#version 150 compatibility
uniform sampler2DShadow g_t;
void main() {
    float c = texture(g_t, vec3(0.5));
}
