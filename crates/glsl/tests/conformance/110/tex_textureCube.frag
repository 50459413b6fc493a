// expect: compile -- GLSL 1.10 section 8.7: textureCube
#version 110
uniform samplerCube g_t;
void main() {
    vec4 c = textureCube(g_t, vec3(0.5));
}
