// expect: fail -- GLSL 1.30 section 5.1: % takes integer operands only
#version 130
void main() {
    float a = 7.0 % 3.0;
}
