// expect: compile -- GLSL 1.30 section 5.1: int and float operands mix only with implicit conversions (GLSL 1.20+)
#version 130
void main() {
    float a = 1 + 2.0;
}
