// expect: fail -- GLSL 1.30 section 8.7: texelFetch on sampler2DMS (GLSL 1.50+)
#version 130
uniform sampler2DMS g_t;
void main() {
    vec4 c = texelFetch(g_t, ivec2(0), 1);
}
