// expect: compile -- GLSL 3.30 (compatibility) section 4.3.6: fragment outputs
#version 330 compatibility
out vec4 g_color;
void main() {
    g_color = vec4(1.0);
}
