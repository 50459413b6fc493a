// expect: fail -- GLSL 1.50 (compatibility) section 5.8: arrays of different sizes cannot be assigned
#version 150 compatibility
void main() {
    float a[2]; float b[3]; a = b;
}
