// expect: compile -- GLSL 1.50 section 6.2: a switch on uint with uint labels
#version 150 core
uniform int g_i;
void main() {
    switch (uint(g_i)) { case 1u: break; default: break; }
}
