// expect: fail -- GLSL 1.40 section 6.2: only one default label
#version 140
uniform int g_i;
void main() {
    switch (g_i) { default: break; default: break; }
}
