// expect: fail -- GLSL 1.50 section 5.1: % takes integer operands only
#version 150 core
void main() {
    float a = 7.0 % 3.0;
}
