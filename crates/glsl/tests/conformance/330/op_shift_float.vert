// expect: fail -- GLSL 3.30 section 5.1: shifts take integer operands only
#version 330 core
void main() {
    float a = 1.0 << 2;
}
