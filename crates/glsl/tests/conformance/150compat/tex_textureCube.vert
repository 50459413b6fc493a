// expect: compile -- GLSL 1.50 (compatibility) section 8.7: textureCube
#version 150 compatibility
uniform samplerCube g_t;
void main() {
    vec4 c = textureCube(g_t, vec3(0.5));
}
