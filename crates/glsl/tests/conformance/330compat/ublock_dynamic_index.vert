// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: uniform block arrays can only be indexed with constant expressions (GLSL 1.50-3.30)
#version 330 compatibility
uniform Light { vec4 color; } lights[2];
uniform int g_i;
void main() {
    vec4 c = lights[g_i].color;
}
