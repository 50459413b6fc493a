// expect: fail -- GLSL 1.10 section 5.1: % takes integer operands only
#version 110
void main() {
    float a = 7.0 % 3.0;
}
