// expect: fail -- GLSL ES 1.00 section 8.7: texture() on a shadow sampler returns float (GLSL 1.30+)
#version 100
precision mediump float;
uniform sampler2DShadow g_t;
void main() {
    float c = texture(g_t, vec3(0.5));
}
