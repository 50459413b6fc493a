// expect: compile -- GLSL 1.50 (compatibility) section 6.2: if/else
#version 150 compatibility
uniform float g_u;
void main() {
    float a = 0.0; if (g_u > 0.5) a = 1.0; else { a = 2.0; }
}
