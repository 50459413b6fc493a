// expect: compile -- GLSL 1.50 section 5.9: arrays may be compared with == from GLSL 1.20
#version 150 core
void main() {
    float a[2]; float b[2]; bool e = a == b;
}
