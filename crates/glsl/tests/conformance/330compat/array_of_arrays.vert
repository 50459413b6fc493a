// expect: fail -- GLSL 3.30 (compatibility) section 4.1.9: arrays of arrays do not exist before GLSL 4.30
#version 330 compatibility
void main() {
    float a[2][3];
}
