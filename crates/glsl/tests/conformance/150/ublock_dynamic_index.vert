// expect: fail -- GLSL 1.50 section 4.3.7: uniform block arrays can only be indexed with constant expressions (GLSL 1.50-3.30)
#version 150 core
uniform Light { vec4 color; } lights[2];
uniform int g_i;
void main() {
    vec4 c = lights[g_i].color;
}
