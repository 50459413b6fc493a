// expect: fail -- GLSL 1.50 section 5.1: shifts take integer operands only
#version 150 core
void main() {
    float a = 1.0 << 2;
}
