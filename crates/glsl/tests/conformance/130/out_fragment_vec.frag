// expect: compile -- GLSL 1.30 section 4.3.6: fragment outputs
#version 130
out vec4 g_color;
void main() {
    g_color = vec4(1.0);
}
