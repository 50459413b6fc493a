// expect: fail -- GLSL 1.40 section 5.1: shifts take integer operands only
#version 140
void main() {
    float a = 1.0 << 2;
}
