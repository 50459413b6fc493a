// expect: fail -- GLSL 1.30 section 4.1.9: an array size must be an integral constant expression
#version 130
void main() {
    float a[2.0];
}
