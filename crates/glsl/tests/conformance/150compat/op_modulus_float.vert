// expect: fail -- GLSL 1.50 (compatibility) section 5.1: % takes integer operands only
#version 150 compatibility
void main() {
    float a = 7.0 % 3.0;
}
