// expect: compile -- GLSL 1.50 section 8.7: textureSize exists from GLSL 1.30
#version 150 core
uniform sampler2D g_t;
void main() {
    ivec2 sz = textureSize(g_t, 0);
}
