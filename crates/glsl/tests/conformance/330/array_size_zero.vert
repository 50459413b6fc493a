// expect: fail -- GLSL 3.30 section 4.1.9: an array size must be greater than zero
#version 330 core
void main() {
    float a[0];
}
