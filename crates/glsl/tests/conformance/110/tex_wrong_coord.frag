// expect: fail -- GLSL 1.10 section 8.7: texture2D takes a vec2 coordinate
#version 110
uniform sampler2D g_t;
void main() {
    vec4 c = texture2D(g_t, vec3(0.5));
}
