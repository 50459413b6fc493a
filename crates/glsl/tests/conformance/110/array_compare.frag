// expect: fail -- GLSL 1.10 section 5.9: arrays may be compared with == from GLSL 1.20
#version 110
void main() {
    float a[2]; float b[2]; bool e = a == b;
}
