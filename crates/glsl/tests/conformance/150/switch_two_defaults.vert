// expect: fail -- GLSL 1.50 section 6.2: only one default label
#version 150 core
uniform int g_i;
void main() {
    switch (g_i) { default: break; default: break; }
}
