// expect: compile -- GLSL 1.50 (compatibility) section 6.3: do-while loops
#version 150 compatibility
uniform float g_u;
void main() {
    float a = 0.0; do { a += 1.0; } while (a < g_u);
}
