// expect: compile -- GLSL 1.10 section 8.7: texture3D (desktop; GLSL ES 1.00 needs OES_texture_3D)
#version 110
uniform sampler3D g_t;
void main() {
    vec4 c = texture3D(g_t, vec3(0.5));
}
