// expect: compile -- GLSL 1.50 (compatibility) section 8.7: shadow2D on sampler2DShadow (desktop)
#version 150 compatibility
uniform sampler2DShadow g_t;
void main() {
    vec4 c = shadow2D(g_t, vec3(0.5));
}
