// expect: fail -- GLSL 1.50 section 4.1.9: an array size must be an integral constant expression
#version 150 core
void main() {
    float a[2.0];
}
