// expect: compile -- GLSL 1.30 section 8.7: textureSize exists from GLSL 1.30
#version 130
uniform sampler2D g_t;
void main() {
    ivec2 sz = textureSize(g_t, 0);
}
