// expect: compile -- GLSL 3.30 (compatibility) section 8.7: textureSize exists from GLSL 1.30
#version 330 compatibility
uniform sampler2D g_t;
void main() {
    ivec2 sz = textureSize(g_t, 0);
}
