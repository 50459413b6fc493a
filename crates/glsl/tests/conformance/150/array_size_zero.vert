// expect: fail -- GLSL 1.50 section 4.1.9: an array size must be greater than zero
#version 150 core
void main() {
    float a[0];
}
