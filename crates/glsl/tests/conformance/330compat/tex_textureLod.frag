// expect: compile -- GLSL 3.30 (compatibility) section 8.7: textureLod exists from GLSL 1.30 in every stage
#version 330 compatibility
uniform sampler2D g_t;
void main() {
    vec4 c = textureLod(g_t, vec2(0.5), 0.0);
}
