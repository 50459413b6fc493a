// expect: fail -- GLSL 1.50 (compatibility) section 6.2: case labels must be constant integral expressions
#version 150 compatibility
uniform int g_i;
void main() {
    int k = 1; switch (g_i) { case k: break; }
}
