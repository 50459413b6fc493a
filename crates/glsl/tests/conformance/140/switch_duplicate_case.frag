// expect: fail -- GLSL 1.40 section 6.2: case labels must be distinct
#version 140
uniform int g_i;
void main() {
    switch (g_i) { case 1: break; case 1: break; }
}
