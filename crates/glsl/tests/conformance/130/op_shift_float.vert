// expect: fail -- GLSL 1.30 section 5.1: shifts take integer operands only
#version 130
void main() {
    float a = 1.0 << 2;
}
