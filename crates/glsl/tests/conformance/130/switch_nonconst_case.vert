// expect: fail -- GLSL 1.30 section 6.2: case labels must be constant integral expressions
#version 130
uniform int g_i;
void main() {
    int k = 1; switch (g_i) { case k: break; }
}
