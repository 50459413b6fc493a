// expect: fail -- GLSL 1.40 section 5.1: % takes integer operands only
#version 140
void main() {
    float a = 7.0 % 3.0;
}
