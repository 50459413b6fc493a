// expect: fail -- GLSL 1.30 section 6.2: only one default label
#version 130
uniform int g_i;
void main() {
    switch (g_i) { default: break; default: break; }
}
