// expect: fail -- GLSL 1.50 (compatibility) section 6.2: case labels must be distinct
#version 150 compatibility
uniform int g_i;
void main() {
    switch (g_i) { case 1: break; case 1: break; }
}
