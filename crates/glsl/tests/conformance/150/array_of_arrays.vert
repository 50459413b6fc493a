// expect: fail -- GLSL 1.50 section 4.1.9: arrays of arrays do not exist before GLSL 4.30
#version 150 core
void main() {
    float a[2][3];
}
