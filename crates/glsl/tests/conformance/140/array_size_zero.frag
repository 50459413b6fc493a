// expect: fail -- GLSL 1.40 section 4.1.9: an array size must be greater than zero
#version 140
void main() {
    float a[0];
}
