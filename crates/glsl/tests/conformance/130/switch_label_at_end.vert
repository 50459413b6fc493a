// expect: fail -- GLSL 1.30 section 6.2: a case label at the end of a switch must be followed by a statement
#version 130
uniform int g_i;
void main() {
    switch (g_i) { case 0: break; case 1: }
}
