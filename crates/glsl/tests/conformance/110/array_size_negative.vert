// expect: fail -- GLSL 1.10 section 4.1.9: an array size must be greater than zero
#version 110
void main() {
    float a[-1];
}
