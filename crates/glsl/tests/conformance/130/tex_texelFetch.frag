// expect: compile -- GLSL 1.30 section 8.7: texelFetch exists from GLSL 1.30
#version 130
uniform sampler2D g_t;
void main() {
    vec4 c = texelFetch(g_t, ivec2(0), 0);
}
