// expect: fail -- GLSL 1.20 section 5.1: % takes integer operands only
#version 120
void main() {
    float a = 7.0 % 3.0;
}
