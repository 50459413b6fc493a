// expect: fail -- GLSL 1.50 (compatibility) section 4.1.9: an array size must be greater than zero
#version 150 compatibility
void main() {
    float a[0];
}
