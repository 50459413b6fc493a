// expect: fail -- GLSL 1.10 section 8.7: textureLod exists from GLSL 1.30 in every stage
#version 110
uniform sampler2D g_t;
void main() {
    vec4 c = textureLod(g_t, vec2(0.5), 0.0);
}
