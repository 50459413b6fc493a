// expect: fail -- GLSL 1.20 section 8.7: texelFetch on samplerBuffer (GLSL 1.40+)
#version 120
uniform samplerBuffer g_t;
void main() {
    vec4 c = texelFetch(g_t, 3);
}
