// expect: compile -- GLSL 1.50 (compatibility) section 8.7: texture2D
#version 150 compatibility
uniform sampler2D g_t;
void main() {
    vec4 c = texture2D(g_t, vec2(0.5));
}
