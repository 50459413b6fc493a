// expect: fail -- GLSL 1.50 section 6.2: a case label at the end of a switch must be followed by a statement
#version 150 core
uniform int g_i;
void main() {
    switch (g_i) { case 0: break; case 1: }
}
