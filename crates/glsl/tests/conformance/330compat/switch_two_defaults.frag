// expect: fail -- GLSL 3.30 (compatibility) section 6.2: only one default label
#version 330 compatibility
uniform int g_i;
void main() {
    switch (g_i) { default: break; default: break; }
}
