// expect: fail -- GLSL 1.50 (compatibility) section 6.2: only one default label
#version 150 compatibility
uniform int g_i;
void main() {
    switch (g_i) { default: break; default: break; }
}
