// expect: fail -- GLSL 1.20 section 4.1.9: an array size must be greater than zero
#version 120
void main() {
    float a[0];
}
