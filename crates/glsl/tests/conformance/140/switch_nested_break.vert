// expect: compile -- GLSL 1.40 section 6.2: break inside a loop inside a switch leaves the loop
#version 140
uniform int g_i;
void main() {
    switch (g_i) { case 0: for (int k = 0; k < 2; k++) { break; } break; }
}
