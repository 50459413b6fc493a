// expect: compile -- GLSL 3.30 (compatibility) section 8.7: texture() on sampler2DRect (GLSL 1.40+)
#version 330 compatibility
uniform sampler2DRect g_t;
void main() {
    vec4 c = texture(g_t, vec2(0.5));
}
