// expect: fail -- GLSL 1.50 (compatibility) section 4.1.9: an array size must be a constant expression
#version 150 compatibility
uniform int g_n;
void main() {
    float a[g_n];
}
