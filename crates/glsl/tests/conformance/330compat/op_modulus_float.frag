// expect: fail -- GLSL 3.30 (compatibility) section 5.1: % takes integer operands only
#version 330 compatibility
void main() {
    float a = 7.0 % 3.0;
}
