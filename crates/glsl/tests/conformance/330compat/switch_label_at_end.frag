// expect: fail -- GLSL 3.30 (compatibility) section 6.2: a case label at the end of a switch must be followed by a statement
#version 330 compatibility
uniform int g_i;
void main() {
    switch (g_i) { case 0: break; case 1: }
}
