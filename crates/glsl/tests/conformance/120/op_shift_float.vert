// expect: fail -- GLSL 1.20 section 5.1: shifts take integer operands only
#version 120
void main() {
    float a = 1.0 << 2;
}
