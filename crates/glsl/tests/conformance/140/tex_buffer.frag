// expect: compile -- GLSL 1.40 section 8.7: texelFetch on samplerBuffer (GLSL 1.40+)
#version 140
uniform samplerBuffer g_t;
void main() {
    vec4 c = texelFetch(g_t, 3);
}
