// expect: fail -- GLSL 3.30 section 5.8: arrays of different sizes cannot be assigned
#version 330 core
void main() {
    float a[2]; float b[3]; a = b;
}
