// expect: fail -- GLSL ES 1.00 section 6.2: switch exists from GLSL 1.30
#version 100
precision mediump float;
uniform int g_i;
void main() {
    int r = 0; switch (g_i) { case 0: r = 1; break; case 1: case 2: r = 2; break; default: r = 3; }
}
