// expect: fail -- GLSL 1.20 section 8.7: texture() overloads exist from GLSL 1.30
#version 120
uniform sampler2D g_t;
void main() {
    vec4 c = texture(g_t, vec2(0.5));
}
