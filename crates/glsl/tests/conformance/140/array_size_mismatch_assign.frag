// expect: fail -- GLSL 1.40 section 5.8: arrays of different sizes cannot be assigned
#version 140
void main() {
    float a[2]; float b[3]; a = b;
}
