// expect: compile -- GLSL 1.10 section 8.7: shadow2D on sampler2DShadow (desktop)
#version 110
uniform sampler2DShadow g_t;
void main() {
    vec4 c = shadow2D(g_t, vec3(0.5));
}
