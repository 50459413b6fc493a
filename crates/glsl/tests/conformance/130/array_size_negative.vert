// expect: fail -- GLSL 1.30 section 4.1.9: an array size must be greater than zero
#version 130
void main() {
    float a[-1];
}
