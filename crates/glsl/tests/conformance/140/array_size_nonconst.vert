// expect: fail -- GLSL 1.40 section 4.1.9: an array size must be a constant expression
#version 140
uniform int g_n;
void main() {
    float a[g_n];
}
