// expect: fail -- GLSL 1.10 section 4.1.9: an array size must be an integral constant expression
#version 110
void main() {
    float a[2.0];
}
