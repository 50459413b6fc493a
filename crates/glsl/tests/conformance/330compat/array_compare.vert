// expect: compile -- GLSL 3.30 (compatibility) section 5.9: arrays may be compared with == from GLSL 1.20
#version 330 compatibility
void main() {
    float a[2]; float b[2]; bool e = a == b;
}
