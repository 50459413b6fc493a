// expect: compile -- GLSL 1.10 section 6.3: do-while loops
#version 110
uniform float g_u;
void main() {
    float a = 0.0; do { a += 1.0; } while (a < g_u);
}
