// expect: fail -- GLSL 3.30 (compatibility) section 4.1.9: an array size must be greater than zero
#version 330 compatibility
void main() {
    float a[-1];
}
