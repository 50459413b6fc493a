// expect: compile -- GLSL ES 1.00 section 8.7: textureCube
#version 100
precision mediump float;
uniform samplerCube g_t;
void main() {
    vec4 c = textureCube(g_t, vec3(0.5));
}
