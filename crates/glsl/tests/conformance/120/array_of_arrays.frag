// expect: fail -- GLSL 1.20 section 4.1.9: arrays of arrays do not exist before GLSL 4.30
#version 120
void main() {
    float a[2][3];
}
