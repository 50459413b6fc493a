// expect: compile -- GLSL 3.30 (compatibility) section 8.7: textureCube
#version 330 compatibility
uniform samplerCube g_t;
void main() {
    vec4 c = textureCube(g_t, vec3(0.5));
}
