// expect: fail -- GLSL 3.30 section 6.2: case labels must be distinct
#version 330 core
uniform int g_i;
void main() {
    switch (g_i) { case 1: break; case 1: break; }
}
