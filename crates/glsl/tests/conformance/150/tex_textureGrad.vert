// expect: compile -- GLSL 1.50 section 8.7: textureGrad exists from GLSL 1.30
#version 150 core
uniform sampler2D g_t;
void main() {
    vec4 c = textureGrad(g_t, vec2(0.5), vec2(0.0), vec2(0.0));
}
