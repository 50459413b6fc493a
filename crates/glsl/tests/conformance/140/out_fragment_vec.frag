// expect: compile -- GLSL 1.40 section 4.3.6: fragment outputs
#version 140
out vec4 g_color;
void main() {
    g_color = vec4(1.0);
}
