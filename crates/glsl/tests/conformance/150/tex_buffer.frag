// expect: compile -- GLSL 1.50 section 8.7: texelFetch on samplerBuffer (GLSL 1.40+)
#version 150 core
uniform samplerBuffer g_t;
void main() {
    vec4 c = texelFetch(g_t, 3);
}
