// expect: fail -- GLSL 3.30 section 6.2: no statement may come before the first case label
#version 330 core
uniform int g_i;
void main() {
    int r = 0; switch (g_i) { r = 1; case 0: break; }
}
