// expect: fail -- GLSL 1.20 section 8.7: texture() on sampler2DRect (GLSL 1.40+)
#version 120
uniform sampler2DRect g_t;
void main() {
    vec4 c = texture(g_t, vec2(0.5));
}
