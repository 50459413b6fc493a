// expect: compile -- GLSL 3.30 (compatibility) section 8.7: the bias form of texture2D is a fragment-shader function
#version 330 compatibility
uniform sampler2D g_t;
void main() {
    vec4 c = texture2D(g_t, vec2(0.5), 1.0);
}
