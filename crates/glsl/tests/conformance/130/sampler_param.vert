// expect: compile -- GLSL 1.30 section 4.1.7: samplers may be passed to functions
#version 130
uniform sampler2D g_t;
vec4 look(sampler2D t) { return texture2D(t, vec2(0.5)); }
void main() {
    vec4 c = look(g_t);
}
