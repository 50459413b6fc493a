// expect: fail -- GLSL 1.10 section 5.1: shifts take integer operands only
#version 110
void main() {
    float a = 1.0 << 2;
}
