// expect: compile -- GLSL 3.30 section 6.2: a switch on uint with uint labels
#version 330 core
uniform int g_i;
void main() {
    switch (uint(g_i)) { case 1u: break; default: break; }
}
