// expect: fail -- GLSL 1.50 (compatibility) section 8.7: texture2D takes a vec2 coordinate
#version 150 compatibility
uniform sampler2D g_t;
void main() {
    vec4 c = texture2D(g_t, vec3(0.5));
}
