// expect: fail -- GLSL 3.30 section 5.1: % takes integer operands only
#version 330 core
void main() {
    float a = 7.0 % 3.0;
}
