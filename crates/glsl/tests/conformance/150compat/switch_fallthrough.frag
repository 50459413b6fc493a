// expect: compile -- GLSL 1.50 (compatibility) section 6.2: control falls through case labels without break
#version 150 compatibility
uniform int g_i;
void main() {
    int r = 0; switch (g_i) { case 0: r += 1; case 1: r += 2; break; }
}
