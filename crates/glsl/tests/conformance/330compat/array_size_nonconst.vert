// expect: fail -- GLSL 3.30 (compatibility) section 4.1.9: an array size must be a constant expression
#version 330 compatibility
uniform int g_n;
void main() {
    float a[g_n];
}
