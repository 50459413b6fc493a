// expect: compile -- GLSL 3.30 (compatibility) section 8.7: texelFetch exists from GLSL 1.30
#version 330 compatibility
uniform sampler2D g_t;
void main() {
    vec4 c = texelFetch(g_t, ivec2(0), 0);
}
