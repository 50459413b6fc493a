// expect: compile -- GLSL 3.30 (compatibility) section 5.1: int and float operands mix only with implicit conversions (GLSL 1.20+)
#version 330 compatibility
void main() {
    float a = 1 + 2.0;
}
