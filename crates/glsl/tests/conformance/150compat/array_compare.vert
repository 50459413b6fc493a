// expect: compile -- GLSL 1.50 (compatibility) section 5.9: arrays may be compared with == from GLSL 1.20
#version 150 compatibility
void main() {
    float a[2]; float b[2]; bool e = a == b;
}
