// expect: fail -- GLSL 1.40 section 4.1.9: arrays of arrays do not exist before GLSL 4.30
#version 140
void main() {
    float a[2][3];
}
