// expect: compile -- GLSL 1.50 (compatibility) section 4.3.6: fragment outputs
#version 150 compatibility
out vec4 g_color;
void main() {
    g_color = vec4(1.0);
}
