// expect: compile -- GLSL 1.40 section 6.2: a switch on uint with uint labels
#version 140
uniform int g_i;
void main() {
    switch (uint(g_i)) { case 1u: break; default: break; }
}
