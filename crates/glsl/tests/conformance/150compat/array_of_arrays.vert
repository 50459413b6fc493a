// expect: fail -- GLSL 1.50 (compatibility) section 4.1.9: arrays of arrays do not exist before GLSL 4.30
#version 150 compatibility
void main() {
    float a[2][3];
}
