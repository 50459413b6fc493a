// expect: fail -- GLSL 1.50 (compatibility) section 6.2: the switch expression must be a scalar integer
#version 150 compatibility
uniform int g_i;
void main() {
    switch (1.0) { default: break; }
}
