// expect: compile -- GLSL 1.40 section 6.2: a default label at the end followed by a statement (no break needed)
#version 140
uniform int g_i;
void main() {
    int r = 0; switch (g_i) { case 0: r = 1; break; default: r = 2; }
}
