// expect: compile -- GLSL 3.30 (compatibility) section 8.7: texture2DProj
#version 330 compatibility
uniform sampler2D g_t;
void main() {
    vec4 c = texture2DProj(g_t, vec3(0.5)) + texture2DProj(g_t, vec4(0.5));
}
